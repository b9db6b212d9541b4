import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  position: 'relative',
  width: '100%',
  maxHeight: '80vh',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});

export const media = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
/** Locked media is only a hint: blurred and scaled so the blurred edge does not show. */
export const blurred = style([media, { filter: 'blur(1.25rem)', transform: 'scale(1.15)' }]);

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
