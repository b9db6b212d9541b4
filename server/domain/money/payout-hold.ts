/**
 * Payouts held for staff review (ADR 094): the rule that holds a new request, the held queue,
 * and the staff's release (-> requested, the job pays it) or rejection (-> failed, coins back
 * to earnings through the ledger exactly as a failed payout, which also starts its week's pause).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { payouts, users } from '../../db/schema';
import { AppError } from '../errors';
import { recordStaffAction } from '../staff';
import type { HoldReason } from '../../../common/standing';
import type { PayoutMethodKind } from '../../../common/payouts';
import { standingOf } from '../standing/rules';

type HoldConfig = { PAYOUT_REVIEW_CENTS?: number; PAYOUT_REVIEW_FIRST?: boolean };

/** Why a new request of `amountCents` is held, or null: it goes straight to the job. */
export async function holdReasonFor(db: Database, config: HoldConfig, userId: number, amountCents: number): Promise<HoldReason | null> {
  if ((await standingOf(db, userId)).status !== 'active') return 'suspended';
  if (config.PAYOUT_REVIEW_CENTS && amountCents > config.PAYOUT_REVIEW_CENTS) return 'amount';
  if (config.PAYOUT_REVIEW_FIRST) {
    const [paid] = await db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.status, 'paid')))
      .limit(1);
    if (!paid) return 'first_payout';
  }
  return null;
}

export interface HeldPayout {
  id: number;
  userId: number;
  userName: string;
  amountCents: number;
  feeCents: number;
  method: PayoutMethodKind;
  heldReason: HoldReason;
  requestedAt: Date;
}

/** The queue, oldest first. */
export async function heldPayouts(db: Database): Promise<HeldPayout[]> {
  const rows = await db
    .select({
      id: payouts.id,
      userId: payouts.userId,
      userName: users.userName,
      amountCents: payouts.amountCents,
      feeCents: payouts.feeCents,
      method: payouts.method,
      heldReason: payouts.heldReason,
      requestedAt: payouts.requestedAt,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(eq(payouts.status, 'held'))
    .orderBy(asc(payouts.id))
    .limit(200);
  return rows.map((r) => ({ ...r, method: r.method as PayoutMethodKind, heldReason: (r.heldReason ?? 'amount') as HoldReason }));
}

export interface StaffActor {
  userId: number;
}

export function reasonOf(reason: string | undefined): string {
  const text = reason?.trim() ?? '';
  if (!text) throw new AppError('STAFF_REASON_REQUIRED', undefined, { field: 'reason' });
  return text;
}

/** Release: the payout goes back to requested and the job sends it. A suspended creator's payout stays held. */
export async function releasePayout(db: Database, staff: StaffActor, payoutId: number, reason: string): Promise<void> {
  const why = reasonOf(reason);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ userId: payouts.userId, status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!row) throw new AppError('PAYOUT_NOT_FOUND');
    if (row.status !== 'held') throw new AppError('PAYOUT_NOT_HELD');
    if ((await standingOf(tx, row.userId)).status !== 'active') throw new AppError('ACCOUNT_FROZEN');
    await tx
      .update(payouts)
      .set({ status: 'requested' })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'held')));
    await recordStaffAction(tx, { staffUserId: staff.userId, action: 'payout.release', subjectType: 'payout', subjectId: payoutId, reason: why });
  });
}
