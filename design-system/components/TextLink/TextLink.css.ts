import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { color: vars.color.accentTextStrong } },
});
