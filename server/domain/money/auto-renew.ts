/**
 * Turning auto renew back on (issue 20: "a member can turn auto-renew back on"): Cancelled ->
 * Active while the paid period lasts, so the renewal job charges at its end again. Nothing is
 * charged now. Once the paid period is over (Expired, or about to be), only joining again helps.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { memberships } from '../../db/schema';
import { AppError } from '../errors';

export async function enableAutoRenew(db: Database, fanId: number, membershipId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.fanId, fanId)));
  if (!row) throw new AppError('MEMBERSHIP_NOT_FOUND');
  if (row.state === 'expired' || (row.state === 'cancelled' && row.paidUntil.getTime() <= now.getTime())) throw new AppError('MEMBERSHIP_EXPIRED');
  if (row.state === 'cancelled') {
    await db
      .update(memberships)
      .set({ state: 'active', graceUntil: null, nextAttemptAt: null })
      .where(and(eq(memberships.id, membershipId), eq(memberships.state, 'cancelled')));
  }
  const [after] = await db.select().from(memberships).where(eq(memberships.id, membershipId));
  return after!;
}
