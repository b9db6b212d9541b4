import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 4',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
});

export const square = style({ aspectRatio: '1 / 1' });

/** A locked tile without a preview (chat sends none) still reads as a locked picture, not an empty box. */
export const lockedTile = style({ background: `radial-gradient(circle at 50% 40%, ${vars.color.accentSubtle}, ${vars.color.surfaceRaised} 70%)` });

/** The lock in the middle of the tile, over the blurred preview or the gradient. */
export const lockCenter = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.accentText,
  pointerEvents: 'none',
});

export const media = style({ width: '100%', height: '100%', objectFit: 'cover' });
/** Locked media is only a hint: blurred and scaled so the blurred edge does not show. */
export const blurred = style({ filter: 'blur(1.25rem)', transform: 'scale(1.15)' });

/** The badge sits in the tile's corner so the blurred picture still shows what it is. */
export const lockOverlay = style({
  position: 'absolute',
  insetInlineStart: vars.space.xsmall,
  bottom: vars.space.xsmall,
  display: 'flex',
});

export const corner = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  bottom: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
});
