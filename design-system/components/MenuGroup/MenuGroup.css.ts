import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A group: a quiet small heading over a surface card of rows divided by hairlines. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const card = style({
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.medium,
});

export const iconTone = styleVariants({
  default: { background: vars.color.surfaceRaised, color: vars.color.accentText },
  danger: { background: vars.color.dangerSubtle, color: vars.color.dangerText },
});
