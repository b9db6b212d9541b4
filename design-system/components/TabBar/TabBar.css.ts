import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { feedWidthOr100 } from '../AppLayout/AppLayout.css';

export const bar = style({
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  width: feedWidthOr100,
  zIndex: vars.zIndex.tabBar,
  background: vars.color.surface,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  height: vars.size.tabBar,
});

export const item = style({ display: 'flex' });

export const tab = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minWidth: vars.size.minTarget,
  minHeight: vars.size.minTarget,
  margin: 0,
  padding: vars.space.xxsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.accentText },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing} - ${vars.size.focusOffset})` },
  },
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });
export const badge = style({ position: 'absolute', top: 0, insetInlineStart: '60%', transform: 'translateY(-35%)' });
