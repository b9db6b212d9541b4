import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The size of a medium avatar, square with rounded corners: media reads as media, people as circles. */
export const thumb = style({
  position: 'relative',
  width: vars.size.avatarMedium,
  height: vars.size.avatarMedium,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const media = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const play = style({
  position: 'absolute',
  insetInlineEnd: '0.125rem',
  bottom: '0.125rem',
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  color: vars.color.text,
  padding: '0.125rem',
});
