import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const strip = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.small}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
});

export const item = style({ flex: '0 0 auto', scrollSnapAlign: 'start' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: '6.5rem',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
  },
});

/** The red ring says "on air" around the avatar; the LIVE badge sits on its lower edge. */
export const ring = style({
  position: 'relative',
  display: 'inline-flex',
  padding: '2px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.live}`,
  marginBottom: vars.space.xsmall,
});
export const ringScheduled = style({ borderColor: vars.color.borderStrong });

export const badge = style({ position: 'absolute', left: '50%', bottom: `calc(-1 * ${vars.space.xsmall})`, transform: 'translateX(-50%)' });

export const name = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

export const detail = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});
