import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xsmall,
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid transparent`,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  success: { background: vars.color.successSubtle, color: vars.color.successText },
  accent: { background: vars.color.accentSubtle, color: vars.color.accentText, borderColor: vars.color.accentBorder },
  neutral: { background: vars.color.surfaceRaised, color: vars.color.textMuted, borderColor: vars.color.border },
  danger: { background: vars.color.dangerSubtle, color: vars.color.dangerText },
});
