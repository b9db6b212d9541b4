import { globalStyle } from '@vanilla-extract/css';
import { FONT_MAX_FACTOR, FONT_REFERENCE_WIDTH, NARROW_MAX_WIDTH, ROOT_FONT_PX } from '../../common/layout';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/** Root font: 16 px; on narrow screens scaled against a 414 px reference, at most twice. */
globalStyle('html', {
  fontSize: `${ROOT_FONT_PX}px`,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'dark',
  '@media': {
    [`screen and (max-width: ${NARROW_MAX_WIDTH}px)`]: {
      fontSize: `min(calc(100vw / ${FONT_REFERENCE_WIDTH} * ${ROOT_FONT_PX}), ${ROOT_FONT_PX * FONT_MAX_FACTOR}px)`,
    },
  },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, p, figure, blockquote', { margin: 0 });

/** A visible gold focus ring for keyboard users, on every focusable thing. */
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
});
globalStyle('html', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } });
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', { background: vars.color.accentSubtle, color: vars.color.accentTextStrong });

/** Reduced motion: stop every CSS animation and smooth scroll, whatever set them. */
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
