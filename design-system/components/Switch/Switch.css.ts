import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 'max(40px, 2.5rem)',
  height: 'max(24px, 1.5rem)',
  padding: '0.1875rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-selected] > &': { background: vars.color.accent, borderColor: vars.color.accent },
    '[data-focus-visible] > &': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
  },
});

export const thumb = style({
  height: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  background: vars.color.text,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '[data-selected] > * > &': { transform: 'translateX(calc(max(40px, 2.5rem) - max(24px, 1.5rem)))', background: vars.color.textOnAccent },
  },
});
