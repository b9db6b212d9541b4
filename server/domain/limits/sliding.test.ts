import { describe, expect, it } from 'vitest';
import { hitsInWindow, retryAfterSeconds, slotStart } from './sliding';

const MINUTE = 60_000;

describe('sliding windows', () => {
  it('counts a slot fully while it is inside the window, then less and less as the window slides past it', () => {
    const slots = [{ start: 0, hits: 10 }];
    expect(hitsInWindow(slots, MINUTE, 5_000)).toBe(10);
    expect(hitsInWindow(slots, MINUTE, MINUTE)).toBe(10); // the slot [0, 6 s) is still inside (0, 60 s]
    expect(hitsInWindow(slots, MINUTE, MINUTE + 3_000)).toBe(5);
    expect(hitsInWindow(slots, MINUTE, MINUTE + 6_000)).toBe(0);
  });

  it('does not reset on a clock boundary: hits just before the minute still count just after it', () => {
    const start = slotStart(MINUTE, 59_000);
    expect(hitsInWindow([{ start, hits: 5 }], MINUTE, 61_000)).toBe(5);
  });

  it('says how long until one more hit fits, and it does fit then', () => {
    const slots = [
      { start: 0, hits: 3 },
      { start: 30_000, hits: 2 },
    ];
    const wait = retryAfterSeconds(slots, MINUTE, 4, 31_000);
    expect(hitsInWindow(slots, MINUTE, 31_000 + wait * 1000) + 1).toBeLessThanOrEqual(4);
    expect(hitsInWindow(slots, MINUTE, 31_000 + (wait - 1) * 1000) + 1).toBeGreaterThan(4);
    expect(retryAfterSeconds(slots, MINUTE, 10, 31_000)).toBe(0);
  });
});
