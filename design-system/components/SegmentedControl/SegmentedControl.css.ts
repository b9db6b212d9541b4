import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const fullWidth = style({ display: 'flex', width: '100%' });

export const segment = style({
  flex: 1,
  minHeight: vars.size.controlSmall,
  minWidth: vars.size.minTarget,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
