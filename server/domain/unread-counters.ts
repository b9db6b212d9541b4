/**
 * The unread counters of spec section 3, kept per user: TC (chat), TN (notifications), SC (chat
 * from spenders). One place reads them and one moves them; what raises each is its domain's
 * rule (chat/unread.ts for TC and SC, notifications for TN).
 */
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../db';
import { unreadCounters } from '../db/schema';

export interface UnreadCounters {
  TC: number;
  TN: number;
  SC: number;
}

export async function getUnreadCounters(db: Database, userId: number): Promise<UnreadCounters> {
  const [row] = await db.select().from(unreadCounters).where(eq(unreadCounters.userId, userId));
  return { TC: row?.tc ?? 0, TN: row?.tn ?? 0, SC: row?.sc ?? 0 };
}

/** Adds to a user's counters, each never below zero (the row is made on first use). */
export async function addToCounters(tx: Tx | Database, userId: number, delta: { tc?: number; sc?: number; tn?: number }): Promise<void> {
  const { tc = 0, sc = 0, tn = 0 } = delta;
  if (tc === 0 && sc === 0 && tn === 0) return;
  const moved = (column: SQLWrapper, by: number) => sql`greatest(${column} + ${by}, 0)`;
  await tx
    .insert(unreadCounters)
    .values({ userId, tc: Math.max(tc, 0), sc: Math.max(sc, 0), tn: Math.max(tn, 0) })
    .onConflictDoUpdate({
      target: unreadCounters.userId,
      set: {
        ...(tc !== 0 && { tc: moved(unreadCounters.tc, tc) }),
        ...(sc !== 0 && { sc: moved(unreadCounters.sc, sc) }),
        ...(tn !== 0 && { tn: moved(unreadCounters.tn, tn) }),
      },
    });
}
