import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
export { visuallyHidden } from '../../theme/utils.css';

/** Full height under the screen header; dark whatever the picture, so the overlays keep their contrast. */
export const stage = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  width: '100%',
  height: `calc(100dvh - ${vars.size.header})`,
  minHeight: '22rem',
  background: vars.color.background,
  color: vars.color.text,
});

export const remote = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', background: vars.color.background });
export const hidden = style({ visibility: 'hidden' });

export const poster = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `radial-gradient(circle at 50% 40%, ${vars.color.accentSubtle}, ${vars.color.background} 70%)`,
});
export const posterBackdrop = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  filter: 'blur(24px) brightness(0.35)',
  transform: 'scale(1.15)',
});
export const posterAvatar = style({ position: 'relative', transform: 'scale(1.4)' });

const overlayText = { color: vars.color.text, textShadow: '0 1px 2px rgba(0, 0, 0, 0.8)' } as const;

export const top = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  background: 'linear-gradient(rgba(5, 4, 2, 0.7), transparent)',
  ...overlayText,
});

export const info = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexWrap: 'wrap' });
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});
export const time = style({ fontVariantNumeric: 'tabular-nums' });
export const liveDot = style({ width: '0.5rem', height: '0.5rem', borderRadius: vars.radius.full, background: vars.color.live });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  paddingInlineStart: vars.space.small,
  borderRadius: vars.radius.large,
  border: `${vars.size.border} solid`,
  fontSize: vars.font.size.small,
  textShadow: 'none',
});
export const noticeTone = styleVariants({
  warning: { background: vars.color.surfaceRaised, borderColor: vars.color.accent, color: vars.color.accentTextStrong },
  info: { background: vars.color.scrim, borderColor: vars.color.border, color: vars.color.text },
});
export const noticeText = style({ flex: 1, minWidth: 0 });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  paddingTop: '4rem',
  overflowY: 'auto',
});

/** One's own preview: small, top right, mirrored like a mirror. */
export const pip = style({
  position: 'absolute',
  zIndex: 3,
  right: vars.space.small,
  bottom: '7rem',
  width: '28%',
  maxWidth: '9rem',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});
export const local = style({ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' });
export const pipOff = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted });

export const bottom = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 2,
  padding: vars.space.medium,
  paddingBottom: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
  background: 'linear-gradient(transparent, rgba(5, 4, 2, 0.75))',
});

/** "Turn on sound" when the browser started the peer's video muted. */
export const sound = style({ position: 'absolute', zIndex: 4, left: 0, right: 0, top: '40%', display: 'flex', justifyContent: 'center' });
