/**
 * The layout rules of spec section 9 as numbers. The design system's CSS draws the same
 * rules from the same constants (common/layout.ts); the e2e suite checks both agree.
 */
import { FEED_HEIGHT_RATIO, FONT_MAX_FACTOR, FONT_REFERENCE_WIDTH, NARROW_MAX_WIDTH, ROOT_FONT_PX, SIDE_PANEL_WIDTH } from '../../common/layout';

export interface Viewport {
  width: number;
  height: number;
  /** A touch device held sideways. */
  mobileLandscape?: boolean;
}

/** Feed width: viewport height / 1.9 when wider than 430 px (never wider than the window), else full width; mobile landscape 100%. */
export function feedWidth({ width, height, mobileLandscape }: Viewport): number {
  if (mobileLandscape || width <= NARROW_MAX_WIDTH) return width;
  return Math.min(width, height / FEED_HEIGHT_RATIO);
}

/** The side panel shows when the gutter beside the centred feed can hold it. */
export function showsSidePanel(viewport: Viewport): boolean {
  return (viewport.width - feedWidth(viewport)) / 2 >= SIDE_PANEL_WIDTH;
}

/** Root font size: 16 px, scaled against a 414 px reference on narrow screens, at most twice. */
export function rootFontSize(width: number): number {
  if (width > NARROW_MAX_WIDTH) return ROOT_FONT_PX;
  return Math.min((width / FONT_REFERENCE_WIDTH) * ROOT_FONT_PX, ROOT_FONT_PX * FONT_MAX_FACTOR);
}
