import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Portrait like a phone camera; dark whatever the picture, so the overlays keep their contrast. */
export const preview = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  maxWidth: '24rem',
  marginInline: 'auto',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.large,
  background: vars.color.background,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const video = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
/** The front camera shows as a mirror, as people expect of themselves. */
export const mirrored = style({ transform: 'scaleX(-1)' });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: `radial-gradient(circle at 50% 40%, ${vars.color.surfaceRaised}, ${vars.color.background} 70%)`,
});

export const corner = style({ position: 'absolute', top: vars.space.small, right: vars.space.small, zIndex: 1 });
