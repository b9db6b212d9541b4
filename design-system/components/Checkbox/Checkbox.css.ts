import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 'max(20px, 1.25rem)',
  height: 'max(20px, 1.25rem)',
  borderRadius: vars.radius.small,
  border: `0.125rem solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-selected] > &, [data-indeterminate] > &': { background: vars.color.accent, borderColor: vars.color.accent },
    '[data-hovered] > &': { borderColor: vars.color.accentBorder },
    '[data-invalid] > &': { borderColor: vars.color.dangerText },
    '[data-focus-visible] > &': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
  },
});

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const help = style({ paddingInlineStart: `calc(max(20px, 1.25rem) + ${vars.space.xsmall})` });
