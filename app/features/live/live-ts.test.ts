import { describe, expect, it } from 'vitest';
import { LIVE_ACCESS_FRESH_SECONDS, isFreshLiveTs, liveHref } from './live-ts';

const NOW = 1_795_000_000_000;

describe('/live ts', () => {
  it('is fresh for LIVE_ACCESS_FRESH_SECONDS after the check, and not after', () => {
    const ts = String(NOW / 1000);
    expect(liveHref(NOW)).toBe(`/live?ts=${ts}`);
    expect(isFreshLiveTs(ts, NOW)).toBe(true);
    expect(isFreshLiveTs(ts, NOW + LIVE_ACCESS_FRESH_SECONDS * 1000)).toBe(true);
    expect(isFreshLiveTs(ts, NOW + (LIVE_ACCESS_FRESH_SECONDS + 1) * 1000)).toBe(false);
  });

  it('is not fresh when missing, not a number, or far in the future', () => {
    for (const ts of [null, undefined, '', 'abc', '1e9', String(NOW / 1000 + 3600)]) expect(isFreshLiveTs(ts, NOW), String(ts)).toBe(false);
  });
});
