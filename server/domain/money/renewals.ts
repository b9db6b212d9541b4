/**
 * The membership renewal job (issue 6, ADR 053), safe with several server processes:
 * - due Active memberships are claimed with an atomic UPDATE ... RETURNING over a
 *   `FOR UPDATE SKIP LOCKED` selection that sets a short lease, so two processes work on
 *   different rows;
 * - each charge goes through the ledger's `spend` with a key fixed per (membership, period),
 *   and the period advances in the same transaction only from the period it was charged for,
 *   so a crash, a retry or a second process never charges a period twice;
 * - a failed charge keeps the membership Active with access for the 7-day grace, sends
 *   PaymentFailed (27) once per period and is retried until the grace ends; then it is Expired;
 * - PrePaymentFailed (26) goes out a day before a renewal the wallet cannot cover, once per period.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { NOTIFY_TYPE } from '../../../common/notifications';
import { DAY_MS, GRACE_DAYS, MEMBERSHIP_PERIOD_DAYS, PRE_PAYMENT_NOTICE_DAYS, SUBSCRIPTION_TYPE } from '../../../common/memberships';
import type { Database } from '../../db';
import { memberships, subscriptions, users } from '../../db/schema';
import { isAppError } from '../errors';
import { createNotification, type NotifyInput } from '../notifications';
import { balances } from './ledger';
import { type MoneyConfig, spend } from './index';
import { log } from '../../log';

type Row = typeof memberships.$inferSelect;
const periodMs = MEMBERSHIP_PERIOD_DAYS * DAY_MS;
const graceMs = GRACE_DAYS * DAY_MS;
/** How long a claimed row is left to its process before another may take it (a crashed one). */
export const RENEWAL_LEASE_MS = 5 * 60_000;
/** A failed renewal is tried again this often during the grace. */
export const RENEWAL_RETRY_MS = 60 * 60_000;
const BATCH = 50;

/**
 * The key of the charge for `period` of a membership. It contains '/', which client keys may not
 * (common/money.ts idempotencyKey), so a fan cannot use it up in advance with another payment.
 */
export const renewalKey = (membershipId: number, period: number) => `renewal/${membershipId}/${period}`;

export interface RenewalReport {
  renewed: number;
  failed: number;
  expired: number;
  prePaymentNotices: number;
}

/**
 * The notification service's notify() (wired by the app): stores the notification (once per
 * dedupe key), raises TN, emits realtime_notify or pushes, and mails the payments category.
 * Resolves to null when the dedupe key was seen before. Without it the notice is only stored.
 */
export type Notify = (userId: number, input: NotifyInput) => Promise<unknown | null>;

export interface RenewalDeps {
  db: Database;
  config: MoneyConfig;
  notify?: Notify;
}

/** One pass of the job at `now` (tests pass a clock). */
export async function runOnce(deps: RenewalDeps, now = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0, expired: 0, prePaymentNotices: 0 };
  report.prePaymentNotices = await prePaymentNotices(deps, now);
  for (;;) {
    const claimed = await claimDue(deps.db, now);
    for (const m of claimed) {
      if (await renew(deps, m, now)) report.renewed++;
      else report.failed++;
    }
    if (claimed.length < BATCH) break;
  }
  report.expired = await expire(deps.db, now);
  return report;
}

/** Due Active memberships not leased by another process, leased to this one. */
async function claimDue(db: Database, now: Date): Promise<Row[]> {
  const leaseUntil = new Date(now.getTime() + RENEWAL_LEASE_MS);
  const result = await db.execute(sql`
    update ${memberships} set lease_until = ${leaseUntil.toISOString()}
    where id in (
      select id from ${memberships}
      where state = 'active' and paid_until <= ${now.toISOString()}
        and paid_until + ${`${GRACE_DAYS} days`}::interval > ${now.toISOString()}
        and (lease_until is null or lease_until <= ${now.toISOString()})
        and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()})
      order by paid_until, id
      limit ${BATCH}
      for update skip locked
    )
    returning id`);
  const ids = ((result as unknown as { rows: { id: number | string }[] }).rows ?? []).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(memberships).where(inArray(memberships.id, ids));
  return rows.sort((a, b) => a.paidUntil.getTime() - b.paidUntil.getTime());
}

/** Charges the next period; true when paid (now or by an earlier attempt). */
async function renew(deps: RenewalDeps, m: Row, now: Date): Promise<boolean> {
  const next = m.period + 1;
  const periodStart = m.paidUntil;
  const periodEnd = new Date(periodStart.getTime() + periodMs);
  try {
    await spend(deps.db, deps.config, {
      fanId: m.fanId,
      creatorId: m.creatorId,
      coins: m.coins,
      kind: 'membership',
      serverKey: renewalKey(m.id, next),
      details: { creator: m.creatorId, period: MEMBERSHIP_PERIOD_DAYS, price_dollars: m.priceDollars, renewal: next },
      also: async (tx, transactionId) => {
        // Only from the period this charge is for, and only while still Active (not turned off meanwhile).
        const advanced = await tx
          .update(memberships)
          .set({ period: next, paidUntil: periodEnd, graceUntil: null, nextAttemptAt: null, leaseUntil: null })
          .where(and(eq(memberships.id, m.id), eq(memberships.period, m.period), eq(memberships.state, 'active')))
          .returning({ id: memberships.id });
        if (!advanced[0]) throw new StaleRenewal();
        await tx.insert(subscriptions).values({
          membershipId: m.id,
          type: SUBSCRIPTION_TYPE.RENEWAL,
          period: next,
          priceDollars: m.priceDollars,
          coins: m.coins,
          transactionId,
          periodStart,
          periodEnd,
        });
      },
    });
    return true;
  } catch (error) {
    if (error instanceof StaleRenewal) return true; // another process renewed it, or it was cancelled: nothing to charge
    if (!isAppError(error)) {
      // An unexpected fault: leave the row for the next pass (the lease runs out).
      log.error({ err: error, membershipId: m.id }, 'renewal failed unexpectedly');
      return false;
    }
    // Not enough coins, a block, a vanished creator: grace with access, retried later, told once per period.
    const graceUntil = new Date(m.paidUntil.getTime() + graceMs);
    await deps.db
      .update(memberships)
      .set({ graceUntil, nextAttemptAt: new Date(now.getTime() + RENEWAL_RETRY_MS), leaseUntil: null })
      .where(and(eq(memberships.id, m.id), eq(memberships.period, m.period), eq(memberships.state, 'active')));
    const creator = await creatorName(deps.db, m.creatorId);
    await tell(deps, m.fanId, {
      notifyType: NOTIFY_TYPE.PaymentFailed,
      content: {
        title: 'Membership payment failed',
        summary: `We couldn't renew your membership of ${creator}. Add coins before ${graceUntil.toISOString().slice(0, 10)} to keep it.`,
        membership_id: m.id,
        grace_until: graceUntil.toISOString(),
      },
      link: `/subs/subs_detail?id=${m.id}`,
      dedupeKey: `membership:${m.id}:payment-failed:${next}`,
      email: true,
    });
    return false;
  }
}

class StaleRenewal extends Error {}

/** Active past the grace, Cancelled past the paid period: Expired (no access; a new join is needed). */
async function expire(db: Database, now: Date): Promise<number> {
  const graceCutoff = new Date(now.getTime() - graceMs);
  const rows = await db
    .update(memberships)
    .set({ state: 'expired', expiredAt: now, leaseUntil: null, nextAttemptAt: null })
    .where(
      sql`(${memberships.state} = 'active' and ${memberships.paidUntil} <= ${graceCutoff.toISOString()})
          or (${memberships.state} = 'cancelled' and ${memberships.paidUntil} <= ${now.toISOString()})`,
    )
    .returning({ id: memberships.id });
  return rows.length;
}

/** PrePaymentFailed (26) for Active memberships renewing within a day whose wallet cannot pay; once per period. */
async function prePaymentNotices(deps: RenewalDeps, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + PRE_PAYMENT_NOTICE_DAYS * DAY_MS);
  const due = await deps.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.state, 'active'), sql`${memberships.paidUntil} > ${now.toISOString()}`, lte(memberships.paidUntil, soon)));
  let sent = 0;
  for (const m of due) {
    const { wallet } = await balances(deps.db, m.fanId);
    if (wallet >= m.coins) continue;
    const creator = await creatorName(deps.db, m.creatorId);
    const told = await tell(deps, m.fanId, {
      notifyType: NOTIFY_TYPE.PrePaymentFailed,
      content: {
        title: 'Membership renewal coming up',
        summary: `Your membership of ${creator} renews soon and you don't have enough coins (${m.coins} needed). Add coins to keep it.`,
        membership_id: m.id,
        renews_at: m.paidUntil.toISOString(),
        coins: m.coins,
      },
      link: `/subs/subs_detail?id=${m.id}`,
      dedupeKey: `membership:${m.id}:pre-payment:${m.period + 1}`,
      email: true,
    });
    if (told) sent++;
  }
  return sent;
}

/**
 * Tells the fan through notify() when wired (TN, banner or push, email), else only stores it.
 * True when it is new. A failure to tell is logged: the renewal's own state is already written,
 * and the dedupe key lets a later pass tell them once.
 */
async function tell(deps: RenewalDeps, userId: number, input: NotifyInput): Promise<boolean> {
  try {
    if (deps.notify) return (await deps.notify(userId, input)) !== null;
    const stored = await createNotification(deps.db, {
      userId,
      notifyType: input.notifyType,
      content: input.content,
      link: input.link,
      dedupeKey: input.dedupeKey,
    });
    return stored !== null;
  } catch (error) {
    log.error({ err: error, userId }, 'renewal notice failed');
    return false;
  }
}

async function creatorName(db: Database, creatorId: number): Promise<string> {
  const [u] = await db.select({ nickname: users.nickname, userName: users.userName }).from(users).where(eq(users.id, creatorId));
  return u ? u.nickname || `@${u.userName}` : 'a creator';
}

/** Runs the job every `intervalMs` until stopped; a pass never overlaps the previous one in this process. */
export function startRenewalJob(deps: RenewalDeps, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runOnce(deps)
      .catch((error) => log.error({ err: error }, 'renewal pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
