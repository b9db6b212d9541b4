import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** In, hold, out: the hold is whatever the component's duration leaves. */
const showAndGo = keyframes({
  '0%': { opacity: 0 },
  '8%': { opacity: 1 },
  '88%': { opacity: 1 },
  '100%': { opacity: 0 },
});

export const layer = style({
  position: 'fixed',
  inset: 0,
  // Above open dialogs (the gift sheet stays open behind it).
  zIndex: vars.zIndex.toast,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  pointerEvents: 'none',
  selectors: {
    // Under reduced motion the still frame just shows (the global rule would end a fade at once, invisible).
    '&[data-motion="full"]': { animationName: showAndGo, animationTimingFunction: 'linear', animationFillMode: 'both' },
  },
});

export const picture = style({
  width: `min(100%, ${vars.size.dialogMax})`,
  height: 'auto',
  maxHeight: '60dvh',
  objectFit: 'contain',
  filter: `drop-shadow(${vars.shadow.overlay})`,
});
