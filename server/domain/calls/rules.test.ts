/** The calls rules without a database: who pays, the hours, the minutes due, the payer's time left. */
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../common/errors';
import { availableAt, minutesDue, minuteStart, payerTime, whoPays } from './rules';

describe('whoPays', () => {
  it('the fan always pays; between creators the callee is the creator; two fans cannot call', () => {
    expect(whoPays({ id: 1, role: 0 }, { id: 2, role: 1 })).toEqual({ payerId: 1, creatorId: 2 });
    expect(whoPays({ id: 2, role: 1 }, { id: 1, role: 0 })).toEqual({ payerId: 1, creatorId: 2 });
    expect(whoPays({ id: 3, role: 1 }, { id: 2, role: 1 })).toEqual({ payerId: 3, creatorId: 2 });
    expect(() => whoPays({ id: 1, role: 0 }, { id: 4, role: 0 })).toThrow(expect.objectContaining({ code: ERRORS.CALL_NOT_OFFERED.code }));
  });
});

describe('availableAt', () => {
  // Monday 5 January 2026, 12:00 UTC = 07:00 in New York, 13:00 in Paris.
  const monday = Date.UTC(2026, 0, 5, 12);
  const hours = (days: number[], start: number, end: number, time_zone = 'America/New_York') => ({ days, start_minute: start, end_minute: end, time_zone });

  it('no hours is any time; no days is every day', () => {
    expect(availableAt(null, monday)).toBe(true);
    expect(availableAt(hours([], 6 * 60, 8 * 60), monday)).toBe(true);
  });

  it('reads the time in the creator’s time zone, start inclusive, end exclusive', () => {
    expect(availableAt(hours([1], 7 * 60, 9 * 60), monday)).toBe(true);
    expect(availableAt(hours([1], 6 * 60, 7 * 60), monday)).toBe(false);
    expect(availableAt(hours([2], 7 * 60, 9 * 60), monday)).toBe(false);
    expect(availableAt(hours([1], 13 * 60, 14 * 60, 'Europe/Paris'), monday)).toBe(true);
  });

  it('a span past midnight belongs to the day it starts on', () => {
    // 07:00 Monday in New York is inside Sunday's 22:00-08:00.
    expect(availableAt(hours([0], 22 * 60, 8 * 60), monday)).toBe(true);
    expect(availableAt(hours([1], 22 * 60, 8 * 60), monday)).toBe(false);
    expect(availableAt(hours([1], 22 * 60, 8 * 60), monday + 16 * 3_600_000)).toBe(true);
  });

  it('the same start and end is the whole day', () => {
    expect(availableAt(hours([1], 0, 0), monday)).toBe(true);
    expect(availableAt(hours([2], 0, 1440), monday)).toBe(false);
  });
});

describe('minutesDue', () => {
  it('is min_time until it is passed, then each started minute', () => {
    expect(minutesDue(0, 0, 3)).toBe(3);
    expect(minutesDue(0, 179_999, 3)).toBe(3);
    expect(minutesDue(0, 180_000, 3)).toBe(4);
    expect(minutesDue(0, 192_000, 1)).toBe(4);
    expect(minuteStart(1000, 5)).toBe(1000 + 240_000);
  });
});

describe('payerTime', () => {
  it('what is paid for plus the whole minutes the wallet can pay; a warning within a minute', () => {
    const call = { connectedMs: 0, minutesCharged: 4, price: 10 };
    expect(payerTime(call, 25, 180_000)).toEqual({ seconds_left: 60 + 120, low_balance: false });
    expect(payerTime(call, 9, 180_000)).toEqual({ seconds_left: 60, low_balance: true });
    expect(payerTime(call, 9, 230_000)).toEqual({ seconds_left: 10, low_balance: true });
  });
});
