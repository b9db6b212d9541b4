/**
 * Rate limits with sliding windows (ADR 086), counted in the database or Redis (store.ts): the
 * sign-in limits (identity/rate-limit.ts), the API's limits per user and per address
 * (api/rate-limit.ts) and the chat's mail notices. A refusal is a 429 with Retry-After.
 */
import { retryAfterMessage } from '../../../common/errors';
import { AppError } from '../errors';
import { retryAfterSeconds, hitsInWindow } from './sliding';
import type { LimitStore } from './store';

export { databaseLimitStore, pruneLimits, redisLimitStore, type LimitStore } from './store';

export interface Limit {
  /** What is counted, e.g. "code:email:1h" (the key is appended). */
  name: string;
  max: number;
  windowSeconds: number;
}

type Refusal = 'CODE_RATE_LIMITED' | 'RATE_LIMITED' | 'ACCOUNT_LOCKED';
const LEADS: Record<Refusal, string> = {
  CODE_RATE_LIMITED: 'Too many attempts.',
  RATE_LIMITED: 'Too many requests.',
  ACCOUNT_LOCKED: 'Too many wrong codes for this account, so code sign-in is paused; we have emailed its owner.',
};

/** Over a limit: 429 with the seconds to wait (in the message and the Retry-After header). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    name: Refusal = 'CODE_RATE_LIMITED',
  ) {
    super(name, retryAfterMessage(retryAfterSeconds, LEADS[name]), { retryAfterSeconds });
  }
}

/**
 * Counts one hit against each limit (limits with max 0 are off); the first one over its maximum
 * refuses the request. A refused hit counts too: a client that keeps hammering stays refused.
 */
export async function hitLimits(store: LimitStore, checks: readonly [Limit, string][], options: { now?: number; error?: Refusal } = {}): Promise<void> {
  const on = checks.filter(([limit]) => limit.max > 0);
  if (on.length === 0) return;
  const now = options.now ?? Date.now();
  const buckets = on.map(([limit, key]) => ({ bucket: `${limit.name}:${key}`, windowMs: limit.windowSeconds * 1000 }));
  const counts = await store.hit(buckets, now);
  on.forEach(([limit], i) => {
    const windowMs = buckets[i].windowMs;
    if (hitsInWindow(counts[i], windowMs, now) > limit.max + 1e-9) {
      throw new RateLimitedError(retryAfterSeconds(counts[i], windowMs, limit.max, now), options.error);
    }
  });
}
