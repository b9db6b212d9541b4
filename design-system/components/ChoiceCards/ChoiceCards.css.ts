import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 6.5rem), 1fr))',
  gap: vars.space.xsmall,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: '4.5rem',
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const detail = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  selectors: { [`${card}[data-selected] &`]: { color: vars.color.accentText } },
});
