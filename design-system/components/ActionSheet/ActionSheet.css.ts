import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { feedWidthOr100 } from '../AppLayout/AppLayout.css';

const slideUp = keyframes({ from: { transform: 'translate(-50%, 100%)' }, to: { transform: 'translate(-50%, 0)' } });

export const sheet = style({
  position: 'fixed',
  left: '50%',
  bottom: 0,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.dialog,
  width: feedWidthOr100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  paddingBottom: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
  borderTopLeftRadius: vars.radius.xlarge,
  borderTopRightRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-state="open"]': { animation: `${slideUp} ${vars.motion.duration.slow} ${vars.motion.easing.enter}` } },
    },
  },
});

export const title = style({
  margin: 0,
  paddingBlock: vars.space.xsmall,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: '5.5rem',
  padding: vars.space.small,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.accentBorder } },
});

export const actionIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
});
