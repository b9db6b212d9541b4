import { describe, expect, it } from 'vitest';
import { LIVE_SCHEDULE_MAX_SECONDS, LIVE_SOON_SECONDS } from '../../../common/live';
import { entryOf, scheduleAcceptable } from './rules';

const base = { userId: 2, creatorId: 1, ticketPrice: 30, viewer: null, isMember: false };

describe('entryOf', () => {
  it('names how each user may be in the live', () => {
    expect(entryOf({ ...base, userId: 1 })).toBe('creator');
    expect(entryOf(base)).toBe('needs_ticket');
    expect(entryOf({ ...base, ticketPrice: 0 })).toBe('free');
    expect(entryOf({ ...base, isMember: true })).toBe('member');
    expect(entryOf({ ...base, viewer: { entry: 'granted', kicked: false } })).toBe('granted');
    expect(entryOf({ ...base, viewer: { entry: 'ticket', kicked: false } })).toBe('ticket');
    // A kick outlasts a ticket, a grant and a membership.
    expect(entryOf({ ...base, isMember: true, viewer: { entry: 'ticket', kicked: true } })).toBe('kicked');
    expect(entryOf({ ...base, userId: null, ticketPrice: 0 })).toBe('free');
  });
});

it('accepts a schedule between 3 minutes and 30 days ahead', () => {
  const now = 1_000_000_000;
  expect(scheduleAcceptable(now / 1000 + LIVE_SOON_SECONDS, now)).toBe(true);
  expect(scheduleAcceptable(now / 1000 + LIVE_SOON_SECONDS - 1, now)).toBe(false);
  expect(scheduleAcceptable(now / 1000 + LIVE_SCHEDULE_MAX_SECONDS, now)).toBe(true);
  expect(scheduleAcceptable(now / 1000 + LIVE_SCHEDULE_MAX_SECONDS + 1, now)).toBe(false);
});
