/**
 * Sign-in rate limits as fixed-window counters in the database, so several processes count
 * together. One upsert per check; a hit over the limit answers 429 saying when to try again.
 */
import { lt, sql } from 'drizzle-orm';
import { retryAfterMessage } from '../../../common/errors';
import type { Database } from '../../db';
import { rateLimits } from '../../db/schema';
import { AppError } from '../errors';

export interface Limit {
  /** What is counted, e.g. "code:email" (the key is appended). */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits of the sign-in endpoints: one place to read and change them. */
export const LIMITS = {
  codePerEmailMinute: { name: 'code:email:1m', max: 1, windowSeconds: 60 },
  codePerEmailHour: { name: 'code:email:1h', max: 5, windowSeconds: 3600 },
  codePerIpHour: { name: 'code:ip:1h', max: 20, windowSeconds: 3600 },
  verifyPerIp: { name: 'verify:ip:10m', max: 30, windowSeconds: 600 },
  anonymousPerIp: { name: 'anon:ip:1h', max: 200, windowSeconds: 3600 },
  oauthPerIp: { name: 'oauth:ip:10m', max: 30, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('CODE_RATE_LIMITED', retryAfterMessage(retryAfterSeconds));
  }
}

export async function hitLimit(db: Database, limit: Limit, key: string, now = new Date()): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: `${limit.name}:${key}`, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  if (row.hits > limit.max) {
    throw new RateLimitedError((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  }
}

/** Counts the request against each limit in turn; the first one over its maximum refuses it. */
export async function hitLimits(db: Database, enabled: boolean, checks: [Limit, string][], now = new Date()): Promise<void> {
  if (!enabled) return;
  for (const [limit, key] of checks) await hitLimit(db, limit, key, now);
}

/** Drops windows that ended over a day ago. */
export async function pruneLimits(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
}
