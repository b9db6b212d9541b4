/**
 * The sign-in rate limits: sliding windows (domain/limits, ADR 086) counted in the database or in
 * Redis, so several processes count together. A hit over a limit answers 429 saying when to try again.
 */
import type { Database } from '../../db';
import { databaseLimitStore, hitLimits, type Limit, type LimitStore } from '../limits';

export { RateLimitedError, type Limit } from '../limits';

/** The limits of the sign-in endpoints: one place to read and change them. */
export const LIMITS = {
  codePerEmailMinute: { name: 'code:email:1m', max: 1, windowSeconds: 60 },
  codePerEmailHour: { name: 'code:email:1h', max: 5, windowSeconds: 3600 },
  codePerIpHour: { name: 'code:ip:1h', max: 20, windowSeconds: 3600 },
  verifyPerIp: { name: 'verify:ip:10m', max: 30, windowSeconds: 600 },
  anonymousPerIp: { name: 'anon:ip:1h', max: 200, windowSeconds: 3600 },
  oauthPerIp: { name: 'oauth:ip:10m', max: 30, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

/** One limit counted in the database (the chat's mail notices). */
export async function hitLimit(db: Database, limit: Limit, key: string, now = new Date()): Promise<void> {
  await hitLimits(databaseLimitStore(db), [[limit, key]], { now: now.getTime() });
}

/**
 * Counts a sign-in request against each limit in turn (none when RATE_LIMITS=0); the first one over
 * its maximum refuses it, and the later ones are not counted (a refused resend does not use up the hour).
 */
export async function countSignIn(deps: { limits: LimitStore; limitsOn: boolean }, checks: [Limit, string][], now = new Date()): Promise<void> {
  if (!deps.limitsOn) return;
  for (const check of checks) await hitLimits(deps.limits, [check], { now: now.getTime() });
}
