import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.accentText },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.small,
      bottom: `calc(-1 * ${vars.size.border})`,
      height: '0.1875rem',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      borderRadius: vars.radius.medium,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.medium,
    },
  },
});
