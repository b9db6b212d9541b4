import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Leading visual, two lines of text that may shrink, meta that never wraps, an optional chevron. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '3.5rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'start',
  width: '100%',
  border: 'none',
  background: 'transparent',
  font: 'inherit',
});

export const interactive = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:active': { background: vars.color.surfacePressed },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const leading = style({ flexShrink: 0, display: 'flex' });

export const body = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const meta = style({ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '0.125rem', whiteSpace: 'nowrap' });

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const tone = styleVariants({
  default: {},
  danger: { color: vars.color.dangerText },
});
