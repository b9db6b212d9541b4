import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { feedWidthOr100 } from '../AppLayout/AppLayout.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

/** The live region: always in the page so screen readers hear what is put into it. */
export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: `calc(${vars.size.tabBar} + ${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
  transform: 'translateX(-50%)',
  width: feedWidthOr100,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space.medium,
  pointerEvents: 'none',
});

export const toast = style({
  maxWidth: '100%',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  animation: `${enter} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
});

export const tone = styleVariants({
  default: {},
  success: { borderColor: vars.color.success, color: vars.color.successText },
  danger: { borderColor: vars.color.danger, color: vars.color.dangerText },
});
