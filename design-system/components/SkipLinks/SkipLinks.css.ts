import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Off screen until focused; then a gold pill at the top left, above the sticky header. */
export const link = style({
  position: 'fixed',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.loadingScreen,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 2rem))',
  selectors: {
    '&:focus-visible, &:focus': { transform: 'none', outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
