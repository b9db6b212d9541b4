import { describe, expect, it } from 'vitest';
import { PACIFIC_TIME_ZONE, formatCount, formatPacific, formatCoins, type DateTimeStyle } from './format';

// format.ts reads Pacific time and digit groups without Intl (ADR 121); Intl is the reference.
const styles: DateTimeStyle[] = ['date', 'time', 'datetime'];
const reference = Object.fromEntries(
  styles.map((style) => [
    style,
    new Intl.DateTimeFormat('en-US', {
      timeZone: PACIFIC_TIME_ZONE,
      ...(style !== 'time' && { year: 'numeric', month: 'short', day: 'numeric' }),
      ...(style !== 'date' && { hour: 'numeric', minute: '2-digit' }),
    }),
  ]),
) as Record<DateTimeStyle, Intl.DateTimeFormat>;

/** The moments (and styles) where formatPacific and Intl disagree. */
const disagreements = (moments: number[]) =>
  moments.flatMap((ms) =>
    styles
      .filter((style) => formatPacific(ms, style) !== reference[style].format(ms) + (style === 'date' ? '' : ' PST'))
      .map((style) => `${new Date(ms).toISOString()} ${style}`),
  );

describe('formatPacific', () => {
  it('writes what Intl writes for America/Los_Angeles, every hour around each change of clocks', () => {
    const moments: number[] = [];
    for (let year = 2007; year <= 2040; year += 1) {
      for (const [month, firstDay] of [
        [2, 8],
        [10, 1],
      ] as const) {
        const from = Date.UTC(year, month, firstDay);
        for (let ms = from; ms < from + 8 * 86_400_000; ms += 30 * 60_000) moments.push(ms);
      }
    }
    expect(disagreements(moments)).toEqual([]);
  });

  it('writes what Intl writes for random moments from 1990 to 2050', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const moments = Array.from({ length: 10_000 }, () => Date.UTC(1990, 0, 1) + Math.floor(random() * 60 * 365 * 86_400_000));
    expect(disagreements(moments)).toEqual([]);
  });

  it('keeps the spec examples', () => {
    expect(formatPacific('2025-11-22T10:00:00Z')).toBe('Nov 22, 2025, 2:00 AM PST');
    expect(formatPacific('2026-03-08T09:59:00Z', 'time')).toBe('1:59 AM PST');
    expect(formatPacific('2026-03-08T10:00:00Z', 'time')).toBe('3:00 AM PST');
    expect(formatPacific('2026-11-01T08:59:00Z', 'time')).toBe('1:59 AM PST');
    expect(formatPacific('2026-11-01T09:00:00Z', 'time')).toBe('1:00 AM PST');
    expect(() => formatPacific('not a date')).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it('groups digits as toLocaleString does', () => {
    const values = [0, 1, 12, 999, 1000, -1000, 1234.5, 0.25, 999_999.999, 1_234_567_890, 12.345, -7.125, 2 ** 53, 9e20];
    let seed = 11;
    for (let i = 0; i < 5_000; i += 1) {
      seed = (seed * 16_807) % 2_147_483_647;
      values.push(Math.round(seed / (i % 7 === 0 ? 1000 : 1)) / (i % 3 === 0 ? 100 : 1));
    }
    expect(values.filter((value) => formatCount(value) !== value.toLocaleString('en-US'))).toEqual([]);
  });

  it('keeps formatCoins as before', () => {
    expect([950, 950.5, 1500, 12_345, 2_000_000, 999_999].map(formatCoins)).toEqual(['950', '950.5', '1.5K', '12.35K', '2M', '1M']);
  });
});
