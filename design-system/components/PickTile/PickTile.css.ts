import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A square toggle: the picture, and when picked a gold frame with the pick's order number. */
export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: 0,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const media = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const picked = style({ position: 'absolute', inset: 0, background: 'rgba(5, 4, 2, 0.35)' });

export const mark = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
  top: vars.space.xxsmall,
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.text}`,
  background: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  selectors: { [`${tile}[aria-pressed="true"] &`]: { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.textOnAccent } },
});

export const corner = style({
  position: 'absolute',
  insetInlineStart: vars.space.xxsmall,
  bottom: vars.space.xxsmall,
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
