/**
 * Layout constants of spec section 9, shared by the design system's CSS and the app's
 * layout rules so each number lives in one place.
 */
/** The feed is viewport height / 1.9 wide when the window is wider than 430 px. */
export const FEED_HEIGHT_RATIO = 1.9;
export const NARROW_MAX_WIDTH = 430;
/** Root font size: 16 px, scaled on narrow screens against a 414 px reference, factor at most 2. */
export const ROOT_FONT_PX = 16;
export const FONT_REFERENCE_WIDTH = 414;
export const FONT_MAX_FACTOR = 2;
/** Breakpoints of the sprinkles (spec section 9). */
export const BREAKPOINTS = { tablet: 420, desktop: 768 } as const;
/** Width of the wide-screen side panel; it shows only when the gutter beside the feed fits it. */
export const SIDE_PANEL_WIDTH = 240;
