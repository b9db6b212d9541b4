/** Reading calls and moving them between states with conditional updates (the first writer wins). */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { CallState } from '../../../common/calls';
import type { Database, Tx } from '../../db';
import { calls } from '../../db/schema';
import { AppError } from '../errors';

export type CallRow = typeof calls.$inferSelect;
export const LIVE_STATES: CallState[] = ['ringing', 'accepted', 'connected'];

export async function findCall(db: Database | Tx, id: number): Promise<CallRow | null> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id));
  return row ?? null;
}

/** The call if `userId` is one of its two members: CALL_NOT_FOUND, CALL_NOT_MEMBER otherwise. */
export async function memberCall(db: Database, userId: number, id: number): Promise<CallRow> {
  const row = await findCall(db, id);
  if (!row) throw new AppError('CALL_NOT_FOUND');
  if (row.callerId !== userId && row.calleeId !== userId) throw new AppError('CALL_NOT_MEMBER');
  return row;
}

/** Thrown inside a movement's transaction when the call moved meanwhile: the movement rolls back. */
class LostRace extends Error {}

/** A ledger movement (move or spend) that runs `also` in its transaction; replayed when its key was used before. */
export type Paid = (also: (tx: Tx) => Promise<void>) => Promise<{ replayed: boolean }>;

/**
 * Moves call `id` from one of `from` (and `where`) to `set`. With `paid`, the update runs in that
 * movement's transaction: either both happen or neither (a lost race rolls the money back, and a
 * movement already made under its key means the call moved with it). Null when another writer won.
 */
export async function transition(
  db: Database,
  id: number,
  from: CallState[],
  set: Partial<CallRow> | Record<string, unknown>,
  options: { where?: SQL; paid?: Paid } = {},
): Promise<CallRow | null> {
  const update = async (runner: Database | Tx) => {
    const [row] = await runner
      .update(calls)
      .set(set)
      .where(and(eq(calls.id, id), inArray(calls.state, from), options.where))
      .returning();
    return row ?? null;
  };
  if (!options.paid) return update(db);
  let moved = null as CallRow | null;
  try {
    const result = await options.paid(async (tx) => {
      moved = await update(tx);
      if (!moved) throw new LostRace();
    });
    return result.replayed ? null : moved;
  } catch (error) {
    if (error instanceof LostRace) return null;
    throw error;
  }
}
