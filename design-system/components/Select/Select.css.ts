import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../Field/Field.css';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xsmall,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&[data-pressed]': { borderColor: vars.color.accent } },
  },
]);

export const value = style({ selectors: { '&[data-placeholder]': { color: vars.color.textMuted } } });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
