/**
 * The sliding window of a rate limit (ADR 086), as plain arithmetic on slot counts: a window of
 * `windowMs` is kept as SLOTS counters of equal length; at time t the hits of a slot count by the
 * share of that slot still inside (t - window, t] (hits are taken as spread evenly over their slot).
 * So a limit never resets all at once on a clock boundary, and errs by at most one slot's length.
 */

/** How many counters a window is kept as: the estimate is off by one slot (a tenth of the window) at most. */
export const SLOTS = 10;

export interface SlotCount {
  /** When the slot began (ms since the epoch). */
  start: number;
  hits: number;
}

export const slotLength = (windowMs: number) => Math.max(1, Math.floor(windowMs / SLOTS));
export const slotStart = (windowMs: number, now: number) => Math.floor(now / slotLength(windowMs)) * slotLength(windowMs);

/** The hits inside the window ending at `at`. */
export function hitsInWindow(slots: readonly SlotCount[], windowMs: number, at: number): number {
  const slotMs = slotLength(windowMs);
  const from = at - windowMs;
  let total = 0;
  for (const slot of slots) {
    const inside = Math.min(1, Math.max(0, (slot.start + slotMs - from) / slotMs));
    total += slot.hits * inside;
  }
  return total;
}

/**
 * Seconds from `now` until one more hit would be within `max`, if nobody hits meanwhile (the
 * count only falls with time, so a binary search over the next window finds the first moment).
 */
export function retryAfterSeconds(slots: readonly SlotCount[], windowMs: number, max: number, now: number): number {
  const fits = (wait: number) => hitsInWindow(slots, windowMs, now + wait) + 1 <= max + 1e-9;
  if (fits(0)) return 0;
  let low = 0;
  let high = windowMs + slotLength(windowMs);
  while (high - low > 100) {
    const mid = (low + high) / 2;
    if (fits(mid)) high = mid;
    else low = mid;
  }
  return Math.ceil(high / 1000);
}
