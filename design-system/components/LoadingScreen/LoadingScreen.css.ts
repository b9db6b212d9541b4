import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loadingScreen,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  background: vars.color.background,
});

export const wordmark = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  color: vars.color.accentText,
});
