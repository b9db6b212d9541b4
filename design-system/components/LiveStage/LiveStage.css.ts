import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { top as callTop } from '../CallStage/CallStage.css';
export { visuallyHidden } from '../../theme/utils.css';

/** Full screen, dark whatever the picture, so the overlays keep their contrast (design brief: live rooms). */
export const stage = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  width: '100%',
  height: '100dvh',
  minHeight: '26rem',
  background: vars.color.background,
  color: vars.color.text,
});
// The stage's video and its top gradient are the call stage's.
export { remote as video } from '../CallStage/CallStage.css';

const overlayText = { color: vars.color.text, textShadow: '0 1px 2px rgba(0, 0, 0, 0.8)' } as const;

export const top = style([callTop, { paddingTop: `calc(${vars.space.small} + env(safe-area-inset-top, 0px))` }]);
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  paddingTop: '4.5rem',
  overflowY: 'auto',
  background: vars.color.scrim,
});
export const bottom = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  paddingBottom: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
  background: 'linear-gradient(transparent, rgba(5, 4, 2, 0.8) 40%)',
  ...overlayText,
});
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small });
export const chat = style({ flex: 1, minWidth: 0, maxHeight: '38dvh', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' });
export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small, flexShrink: 0 });
export const toy = style({ alignSelf: 'flex-start' });

/* The top bar: creator, LIVE, viewers, close. */
export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
export const creator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.xxsmall,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
});
export const creatorText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: vars.font.lineHeight.tight });
export const creatorName = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const title = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const spacer = style({ flex: 1 });
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: 'inherit',
  textDecoration: 'none',
});
export const notice = style({
  alignSelf: 'center',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  fontSize: vars.font.size.small,
  textShadow: 'none',
});
