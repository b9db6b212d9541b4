import { describe, expect, it } from 'vitest';
import { pacificToInstant, pacificToday } from './pacific';

describe('pacificToInstant', () => {
  it('reads a winter wall time as PST (UTC-8) and a summer one as PDT (UTC-7)', () => {
    expect(pacificToInstant('2026-01-15', '09:30').toISOString()).toBe('2026-01-15T17:30:00.000Z');
    expect(pacificToInstant('2026-07-04', '21:00').toISOString()).toBe('2026-07-05T04:00:00.000Z');
  });
  it('is right on the day summer time starts', () => {
    expect(pacificToInstant('2026-03-08', '12:00').toISOString()).toBe('2026-03-08T19:00:00.000Z');
  });
});

describe('pacificToday', () => {
  it('is the Pacific date, which lags UTC in the evening', () => {
    expect(pacificToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });
});
