import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { FEED_HEIGHT_RATIO, NARROW_MAX_WIDTH, SIDE_PANEL_WIDTH } from '../../../common/layout';
import { vars } from '../../theme/contract.css';

/**
 * Width of the feed column. Overlays that belong to the column but are fixed to the
 * viewport (tab bar, action sheet, banners) read it; outside a layout it falls back to 100%.
 */
export const feedWidth = createVar();
export const feedWidthOr100 = fallbackVar(feedWidth, '100%');

const wideFeed = `min(100%, calc(100vh / ${FEED_HEIGHT_RATIO}))`;

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${feedWidth} minmax(0, 1fr)`,
  minHeight: '100dvh',
});

export const layoutFeed = style({
  vars: { [feedWidth]: '100%' },
  '@media': {
    [`screen and (min-width: ${NARROW_MAX_WIDTH + 1}px)`]: { vars: { [feedWidth]: wideFeed } },
    // Phones held sideways use the whole width (spec: mobile landscape 100%).
    '(orientation: landscape) and (pointer: coarse)': { vars: { [feedWidth]: '100%' } },
  },
});

export const layoutFull = style({ vars: { [feedWidth]: '100%' } });

/** The left gutter: a size container, so the panel appears only when it fits (no JS, no layout shift). */
export const gutter = style({ containerType: 'inline-size', minWidth: 0 });

export const column = style({
  gridColumn: 2,
  minWidth: 0,
  minHeight: '100dvh',
  position: 'relative',
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
});

export const columnWithTabBar = style({ paddingBottom: `calc(${vars.size.tabBar} + env(safe-area-inset-bottom, 0px))` });

export const sidePanelSlot = style({
  display: 'none',
  position: 'sticky',
  top: 0,
  height: '100dvh',
  width: `${SIDE_PANEL_WIDTH}px`,
  marginInlineStart: 'auto',
  '@container': {
    [`(min-width: ${SIDE_PANEL_WIDTH}px)`]: { display: 'block' },
  },
});
