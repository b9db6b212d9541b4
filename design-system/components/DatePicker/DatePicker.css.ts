import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dateInput = style({ display: 'flex', flex: 1, paddingInline: vars.space.xsmall, fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  paddingInline: '0.0625rem',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.textOnAccent },
  },
});

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.accentText,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
  },
});

export const dialog = style({ padding: vars.space.small, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginBottom: vars.space.xsmall,
});
export const calendarTitle = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.semibold });
export const navButton = style([calendarButton, { fontSize: vars.font.size.large }]);

export const grid = style({ borderCollapse: 'collapse' });
export const headerCell = style({
  paddingBottom: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'max(28px, 2.25rem)',
  height: 'max(28px, 2.25rem)',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent, fontWeight: vars.font.weight.bold },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, opacity: 0.5, cursor: 'not-allowed' },
  },
});
