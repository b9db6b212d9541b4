import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const days = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

/** A day: a pill that fills with the accent when chosen (the state is also the checkbox's, for assistive technology). */
export const day = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMedium,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accentBorder },
    '&[data-selected]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
