import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { feedWidthOr100 } from '../AppLayout/AppLayout.css';

export const stack = style({
  position: 'fixed',
  top: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  width: feedWidthOr100,
  zIndex: vars.zIndex.incomingCallBanner,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  paddingTop: `calc(${vars.space.xsmall} + env(safe-area-inset-top, 0px))`,
  pointerEvents: 'none',
});

export const banner = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.accent}`,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text,
  touchAction: 'none',
  userSelect: 'none',
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });
export const texts = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });
export const kicker = style({
  color: vars.color.accentText,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const name = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const price = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
export const priceAmount = style({ display: 'inline-flex', verticalAlign: 'bottom' });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xsmall });
