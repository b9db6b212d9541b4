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
  // A <button> (Radix's trigger): none of the browser's button look.
  appearance: 'none',
  background: 'none',
  border: 0,
  margin: 0,
  fontFamily: 'inherit',
  lineHeight: 'inherit',
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
  // Only where there is a real pointer hover (a tap on a phone leaves :hover behind).
  '@media': { '(hover: hover)': { selectors: { '&:hover:not([data-disabled])': { color: vars.color.text } } } },
  selectors: {
    '&[data-state="active"]': { color: vars.color.accentText },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.small,
      bottom: `calc(-1 * ${vars.size.border})`,
      height: '0.1875rem',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
    '&:focus-visible': {
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
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.medium,
    },
  },
});
