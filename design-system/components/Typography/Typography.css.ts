import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const headingLevel = styleVariants({
  1: { fontSize: vars.font.size.xxlarge },
  2: { fontSize: vars.font.size.xlarge },
  3: { fontSize: vars.font.size.large },
});

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const textTone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  danger: { color: vars.color.dangerText },
  accent: { color: vars.color.accentText },
  success: { color: vars.color.successText },
});

export const textSize = styleVariants({
  xs: { fontSize: vars.font.size.xsmall },
  sm: { fontSize: vars.font.size.small },
  md: { fontSize: vars.font.size.medium },
  lg: { fontSize: vars.font.size.large },
});

export const textWeight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  semibold: { fontWeight: vars.font.weight.semibold },
  bold: { fontWeight: vars.font.weight.bold },
});

export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
