/**
 * The calls clock (ADR 099): billing, ringing and timeouts read time only through it, so an e2e
 * test can make minutes pass (POST /api/dev/clock/advance, with TEST_CLOCK=1) and tests can set it.
 */
export interface CallClock {
  /** Milliseconds since the epoch. */
  now(): number;
  advance(seconds: number): void;
}

/** The machine's time, moved forward by whatever `advance` added (in this process). */
export function systemClock(): CallClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (seconds) => void (offset += seconds * 1000),
  };
}

/** A clock that moves only when told to (tests). */
export function manualClock(startMs = Date.UTC(2026, 0, 5, 12)): CallClock {
  let now = startMs;
  return {
    now: () => now,
    advance: (seconds) => void (now += seconds * 1000),
  };
}
