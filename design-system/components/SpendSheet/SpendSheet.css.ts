import { keyframes, style } from '@vanilla-extract/css';
import { BREAKPOINTS } from '../../../common/layout';
import { vars } from '../../theme/contract.css';

const wide = `screen and (min-width: ${BREAKPOINTS.desktop}px)`;
const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const pop = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' }, to: { opacity: 1, transform: 'translate(-50%, -50%)' } });

/** A bottom sheet on a phone (thumb reach), a centred dialog on wide screens; 200 ms in, none under reduced motion. */
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxHeight: '90dvh',
  overflowY: 'auto',
  padding: vars.space.large,
  paddingBottom: `calc(${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
  borderTopLeftRadius: vars.radius.xlarge,
  borderTopRightRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text,
  '@media': {
    [wide]: {
      insetInline: 'auto',
      bottom: 'auto',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: `min(calc(100vw - ${vars.space.xlarge}), ${vars.size.dialogMax})`,
      borderRadius: vars.radius.xlarge,
      border: `${vars.size.border} solid ${vars.color.border}`,
    },
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-state="open"]': { animation: `${rise} ${vars.motion.duration.medium} ${vars.motion.easing.enter}` } },
    },
    [`${wide} and (prefers-reduced-motion: no-preference)`]: {
      selectors: { '&[data-state="open"]': { animation: `${pop} ${vars.motion.duration.medium} ${vars.motion.easing.enter}` } },
    },
  },
});

export const grabber = style({
  alignSelf: 'center',
  width: '2.5rem',
  height: '0.25rem',
  marginTop: `calc(${vars.space.small} * -1)`,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  '@media': { [wide]: { display: 'none' } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const figures = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const figure = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.medium });

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const value = style({ margin: 0, fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const price = style({ fontSize: vars.font.size.large, color: vars.color.accentText });

export const after = style({ paddingTop: vars.space.small, borderTop: `${vars.size.border} solid ${vars.color.border}` });

export const message = style({ margin: 0, fontSize: vars.font.size.medium, lineHeight: vars.font.lineHeight.normal });

export const short = style({ color: vars.color.text });

export const failure = style({ color: vars.color.dangerText });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const note = style({ margin: 0, marginTop: `calc(${vars.space.xsmall} * -1)`, color: vars.color.textMuted, fontSize: vars.font.size.small });
