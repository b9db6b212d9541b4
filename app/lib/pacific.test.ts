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
  it('is right around the March jump (2:00 PST becomes 3:00 PDT at 10:00 UTC)', () => {
    expect(pacificToInstant('2026-03-08', '01:59').toISOString()).toBe('2026-03-08T09:59:00.000Z');
    expect(pacificToInstant('2026-03-08', '03:00').toISOString()).toBe('2026-03-08T10:00:00.000Z');
    // 2:30 never shows on the clock that morning: read with the offset before the jump, it is 3:30 PDT.
    expect(pacificToInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T10:30:00.000Z');
  });
  it('is right around the November fall-back (2:00 PDT becomes 1:00 PST at 09:00 UTC)', () => {
    expect(pacificToInstant('2026-10-31', '23:30').toISOString()).toBe('2026-11-01T06:30:00.000Z');
    // 1:30 shows twice that morning: the first, in PDT.
    expect(pacificToInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T08:30:00.000Z');
    expect(pacificToInstant('2026-11-01', '02:00').toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(pacificToInstant('2026-11-01', '12:00').toISOString()).toBe('2026-11-01T20:00:00.000Z');
  });
  it('crosses midnight and the year in UTC', () => {
    expect(pacificToInstant('2026-12-31', '20:00').toISOString()).toBe('2027-01-01T04:00:00.000Z');
  });
});

describe('pacificToday', () => {
  it('is the Pacific date, which lags UTC in the evening', () => {
    expect(pacificToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
  });
  it('turns at Pacific midnight, in summer and in winter', () => {
    expect(pacificToday(new Date('2026-07-05T06:59:59Z'))).toBe('2026-07-04');
    expect(pacificToday(new Date('2026-07-05T07:00:00Z'))).toBe('2026-07-05');
    expect(pacificToday(new Date('2026-01-16T07:59:59Z'))).toBe('2026-01-15');
    expect(pacificToday(new Date('2026-01-16T08:00:00Z'))).toBe('2026-01-16');
  });
  it('is the right date on the two switch days', () => {
    expect(pacificToday(new Date('2026-03-08T10:30:00Z'))).toBe('2026-03-08');
    expect(pacificToday(new Date('2026-11-01T09:30:00Z'))).toBe('2026-11-01');
  });
});
