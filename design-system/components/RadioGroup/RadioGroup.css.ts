import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, paddingBlock: vars.space.xxsmall });
export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.medium });

export const dot = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 'max(20px, 1.25rem)',
  height: 'max(20px, 1.25rem)',
  borderRadius: vars.radius.full,
  border: `0.125rem solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-selected] > &': { borderColor: vars.color.accent, borderWidth: '0.375rem' },
    '[data-hovered] > &': { borderColor: vars.color.accentBorder },
    '[data-selected][data-hovered] > &': { borderColor: vars.color.accentHover },
    '[data-invalid] > &': { borderColor: vars.color.dangerText },
    '[data-focus-visible] > &': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
  },
});
