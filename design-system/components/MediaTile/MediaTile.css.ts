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

export const media = style({ width: '100%', height: '100%', objectFit: 'cover' });
/** Locked media is only a hint: blurred and scaled so the blurred edge does not show. */
export const blurred = style({ filter: 'blur(1.25rem)', transform: 'scale(1.15)' });

export const lockOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  background: vars.color.scrim,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});

export const price = style({
  display: 'inline-flex',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  border: `${vars.size.border} solid ${vars.color.accentBorder}`,
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
