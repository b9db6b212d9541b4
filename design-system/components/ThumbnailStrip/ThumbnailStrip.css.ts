import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A row of square thumbnails that scrolls sideways on a phone and wraps on a wide screen. */
export const strip = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.xxsmall} 0 ${vars.space.xsmall}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  '@media': { '(min-width: 768px)': { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const item = style({ flex: '0 0 7.5rem', width: '7.5rem', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, scrollSnapAlign: 'start' });

export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const frameTone = styleVariants({
  default: {},
  failed: { borderColor: vars.color.danger },
});

export const media = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

/** No picture yet (a video before its frame is drawn): its kind as an icon. */
export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const order = style({
  position: 'absolute',
  insetInlineStart: vars.space.xxsmall,
  top: vars.space.xxsmall,
  minWidth: '1.5rem',
  height: '1.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
});

export const remove = style({ position: 'absolute', insetInlineEnd: vars.space.xxsmall, top: vars.space.xxsmall });

export const corner = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
  bottom: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: '0.125rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
});

/** Waiting, uploading or failed: a veil with the state in words over the picture. */
export const veil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({ position: 'absolute', insetInline: 0, bottom: 0, height: '0.375rem', background: vars.color.surfaceHover });
export const fill = style({
  height: '100%',
  background: vars.color.accent,
  '@media': { '(prefers-reduced-motion: no-preference)': { transitionProperty: 'width', transitionDuration: vars.motion.duration.medium } },
});
export const fillFailed = style({ background: vars.color.danger });

export const actions = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.xxsmall });

/** A move button at the end of the row: still focusable, shown as off. */
globalStyle(`${actions} button[aria-disabled="true"]`, { opacity: 0.4, cursor: 'default' });

export const error = style({ color: vars.color.dangerText, fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });
