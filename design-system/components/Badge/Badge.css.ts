import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  danger: { background: vars.color.danger, color: vars.color.textOnDanger },
  accent: { background: vars.color.accent, color: vars.color.textOnAccent },
  live: { background: vars.color.live, color: vars.color.textOnDanger, letterSpacing: '0.04em', paddingInline: vars.space.xsmall },
});
