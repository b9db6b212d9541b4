import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const strip = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

/** A small square picture of what goes with the message. */
export const thumb = style({
  position: 'relative',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const failed = style({ borderColor: vars.color.danger });

export const picture = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

/** Dims the picture while it uploads or after it failed, so the bar or Retry reads on top. */
export const veil = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.scrim,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
});

export const remove = style({ position: 'absolute', top: '0.125rem', right: '0.125rem', background: vars.color.scrim, borderRadius: vars.radius.full });

export const corner = style({ position: 'absolute', left: vars.space.xxsmall, bottom: vars.space.xxsmall, color: vars.color.text, display: 'flex' });

export const track = style({
  position: 'absolute',
  left: vars.space.xxsmall,
  right: vars.space.xxsmall,
  bottom: vars.space.xxsmall,
  height: '0.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfacePressed,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.accent, transition: `width ${vars.motion.duration.medium} ${vars.motion.easing.standard}` });

/** Done: the bar goes (it still says "Uploaded" to assistive technology). */
export const trackDone = style({ opacity: 0 });
