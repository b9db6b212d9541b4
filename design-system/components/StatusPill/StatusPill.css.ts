import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: '0.125rem',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid transparent`,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

/** Subtle fills with their own text colours (each pair passes the contrast test's text-on-surface rule). */
export const tone = styleVariants({
  neutral: { background: vars.color.surfaceHover, color: vars.color.text },
  accent: { background: vars.color.accentSubtle, color: vars.color.accentText, borderColor: vars.color.accentBorder },
  success: { background: vars.color.successSubtle, color: vars.color.successText },
  danger: { background: vars.color.dangerSubtle, color: vars.color.dangerText },
});
