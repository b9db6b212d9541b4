import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { feedWidthOr100 } from '../AppLayout/AppLayout.css';

/** The top overlay holding the banners, over the feed column. */
export const stack = style({
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  width: feedWidthOr100,
  zIndex: vars.zIndex.notificationBanner,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  paddingTop: `calc(${vars.space.xsmall} + env(safe-area-inset-top, 0px))`,
  pointerEvents: 'none',
  touchAction: 'none',
});

export const banner = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.accentBorder}`,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  userSelect: 'none',
  touchAction: 'none',
});

export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xxsmall,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  font: 'inherit',
});

export const mainButton = style({ cursor: 'pointer', selectors: { '&:hover': { background: vars.color.surfaceHover } } });

export const texts = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '0.125rem' });
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });
export const title = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const summary = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
});
export const summaryLive = style({ WebkitLineClamp: 4 });
