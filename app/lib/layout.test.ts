import { describe, expect, it } from 'vitest';
import { feedWidth, rootFontSize, showsSidePanel } from './layout';

describe('layout rules', () => {
  it('feed width is viewport height / 1.9 on windows wider than 430 px', () => {
    expect(feedWidth({ width: 1400, height: 900 })).toBeCloseTo(473.68, 1);
    expect(feedWidth({ width: 431, height: 900 })).toBe(431); // never wider than the window
  });

  it('full width at 430 px and below, and on a phone held sideways', () => {
    expect(feedWidth({ width: 390, height: 844 })).toBe(390);
    expect(feedWidth({ width: 430, height: 932 })).toBe(430);
    expect(feedWidth({ width: 844, height: 390, mobileLandscape: true })).toBe(844);
  });

  it('shows the side panel only when the gutter beside the feed fits it', () => {
    expect(showsSidePanel({ width: 1400, height: 900 })).toBe(true);
    expect(showsSidePanel({ width: 390, height: 844 })).toBe(false);
    expect(showsSidePanel({ width: 900, height: 900 })).toBe(false);
  });

  it('root font is 16 px, scaled against 414 px on narrow screens, at most twice', () => {
    expect(rootFontSize(1400)).toBe(16);
    expect(rootFontSize(414)).toBe(16);
    expect(rootFontSize(360)).toBeCloseTo(13.91, 2);
    expect(rootFontSize(430)).toBeCloseTo(16.62, 2);
  });
});
