/**
 * The account lock (issue 18, ADR 086): the per-code limit (5 tries) stops guessing one code, but a
 * guesser can ask for new codes; so wrong codes are also counted per address over a sliding window
 * (ACCOUNT_LOCK_ATTEMPTS within ACCOUNT_LOCK_WINDOW_MINUTES), and the one that reaches the limit
 * locks the address's code sign-in for ACCOUNT_LOCK_MINUTES. The owner is emailed once per lock.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import { ERRORS } from '../../../common/errors';
import { signInLocks } from '../../db/schema';
import { AppError } from '../errors';
import { RateLimitedError } from '../limits';
import { hitsInWindow } from '../limits/sliding';
import { userByEmail } from './accounts';
import type { IdentityDeps } from './deps';

/** Refuses code sign-in (429, ACCOUNT_LOCKED) while the address is locked. */
export async function refuseIfLocked(deps: IdentityDeps, email: string, now = new Date()): Promise<void> {
  const [lock] = await deps.db
    .select({ until: signInLocks.lockedUntil })
    .from(signInLocks)
    .where(and(eq(signInLocks.email, email), gt(signInLocks.lockedUntil, now)));
  if (lock) throw new RateLimitedError((lock.until.getTime() - now.getTime()) / 1000, 'ACCOUNT_LOCKED');
}

/**
 * Runs a code check; a wrong code (CODE_INVALID, CODE_ATTEMPTS_EXCEEDED) is counted against the
 * address, and the one that reaches the limit locks it (that answer is already ACCOUNT_LOCKED).
 */
export async function countingWrongCodes<T>(deps: IdentityDeps, email: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && WRONG_CODE.has(error.code)) await countWrongCode(deps, email);
    throw error;
  }
}

const WRONG_CODE = new Set<number>([ERRORS.CODE_INVALID.code, ERRORS.CODE_ATTEMPTS_EXCEEDED.code]);

async function countWrongCode(deps: IdentityDeps, email: string, now = new Date()): Promise<void> {
  const { ACCOUNT_LOCK_ATTEMPTS: max, ACCOUNT_LOCK_WINDOW_MINUTES: windowMinutes, ACCOUNT_LOCK_MINUTES: lockMinutes } = deps.config;
  if (max === 0) return;
  const windowMs = windowMinutes * 60_000;
  const [slots] = await deps.limits.hit([{ bucket: `wrong-code:email:${email}`, windowMs }], now.getTime());
  if (hitsInWindow(slots, windowMs, now.getTime()) < max) return;
  const until = new Date(now.getTime() + lockMinutes * 60_000);
  // A lock starts only where none is running: of parallel wrong codes one starts it and sends the notice.
  const [started] = await deps.db
    .insert(signInLocks)
    .values({ email, lockedAt: now, lockedUntil: until })
    .onConflictDoUpdate({ target: signInLocks.email, set: { lockedAt: now, lockedUntil: until }, setWhere: lte(signInLocks.lockedUntil, now) })
    .returning({ email: signInLocks.email });
  if (started) await sendLockNotice(deps, email, until, max);
  throw new RateLimitedError(lockMinutes * 60, 'ACCOUNT_LOCKED');
}

/** The owner's notice: only to an address that has an account (no mail to strangers on a guesser's say-so). */
async function sendLockNotice(deps: IdentityDeps, email: string, until: Date, attempts: number): Promise<void> {
  if (!(await userByEmail(deps.db, email))) return;
  const app = deps.config.APP_NAME;
  const when = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  await deps.mailer.send({
    to: email,
    subject: `Sign-in to your ${app} account is paused`,
    text:
      `Someone entered ${attempts} wrong sign-in codes for your ${app} account (${email}), so signing in with a code is paused until ${when}.\n\n` +
      `Nobody has signed in: the codes were wrong. If it was you, wait until then and ask for a new code. ` +
      `If it was not you, no action is needed; never share the codes we email you.\n`,
  });
}
