import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Edge to edge, the media's own shape; a very tall one is capped and letterboxed, never cropped. */
export const frame = style({
  position: 'relative',
  width: '100%',
  maxHeight: '80vh',
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});

export const media = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
/** Locked media is only a hint: blurred and scaled so the blurred edge does not show. */
export const blurred = style([media, { objectFit: 'cover', filter: 'blur(1.25rem)', transform: 'scale(1.15)' }]);

export const lockOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.scrim,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});
