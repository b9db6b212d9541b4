import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' }, to: { opacity: 1, transform: 'translate(-50%, -50%)' } });

/** Open/close animations only when motion is welcome (Radix Themes pattern, keyed on data-state). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.scrim,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}` },
        '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
      },
    },
  },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.dialog,
  width: `min(calc(100vw - ${vars.space.xlarge}), ${vars.size.dialogMax})`,
  maxHeight: `calc(100dvh - ${vars.space.xxlarge})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-state="open"]': { animation: `${popIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}` } },
    },
  },
});

export const title = style({
  margin: 0,
  paddingInlineEnd: vars.space.xlarge,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const close = style({ position: 'absolute', top: vars.space.small, insetInlineEnd: vars.space.small });

export const actions = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xsmall, marginTop: vars.space.xsmall });
export const actionsRow = style({ flexDirection: 'row', justifyContent: 'flex-end' });
