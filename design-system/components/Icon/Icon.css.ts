import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const iconSize = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
  medium: { width: vars.size.iconMedium, height: vars.size.iconMedium },
  large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
});
