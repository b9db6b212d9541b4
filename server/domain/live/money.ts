/**
 * The lives' money (ADR 102), every movement a spend through domain/money (the ledger, the
 * creator's share, never twice for one intention), recorded in live_payments in the same
 * transaction: a ticket once per live per fan (the server's key live:{id}:ticket:{fan}, whatever the
 * client sends), gifts and tips by the client's key, one intention per key across every endpoint
 * (ADR 134). Every charge's share is worked out on the live's running total (ADR 134).
 */
import { eq, sql } from 'drizzle-orm';
import { giftById } from '../../../common/gifts';
import type { LiveGiftEvent, LiveView } from '../../../common/live';
import type { Tx } from '../../db';
import { lives, livePayments, liveViewers } from '../../db/schema';
import { AppError } from '../errors';
import type { Visitor } from '../locations/rules';
import { spend } from '../money';
import type { LiveDeps } from './deps';
import type { Shown } from './types';
import { assertMayWatch, assertNotEnded, assertRunning } from './room';
import { entryFor, liveRow, type LiveRow, partyOf, viewOf } from './store';

/** Ledger kinds of the movements made in a live (the statement names them: app/features/pay/types.ts). */
export const LIVE_KINDS = { ticket: 'live_ticket', gift: 'live_gift', tip: 'live_tip' } as const;

const signedUp = (visitor: Visitor): number => {
  if (visitor.userId === null) throw new AppError('AUTH_REQUIRED');
  return visitor.userId;
};

const record = (liveId: number, userId: number, kind: keyof typeof LIVE_KINDS) => async (tx: Tx, transactionId: number) => {
  await tx.insert(livePayments).values({ transactionId, liveId, userId, kind });
};

/** The spend door: members, granted users, free lives and earlier buyers enter without paying. */
export async function buyTicket(deps: LiveDeps, visitor: Visitor, input: { live_id: number; idem_key: string }): Promise<LiveView> {
  const userId = signedUp(visitor);
  const row = await liveRow(deps.db, input.live_id);
  assertNotEnded(row);
  const entry = await entryFor(deps, row, userId);
  if (entry === 'kicked') throw new AppError('LIVE_KICKED');
  if (entry !== 'needs_ticket') return viewOf(deps, row, userId, { entry });
  await spend(deps.db, deps.money, {
    fanId: userId,
    creatorId: row.creatorId,
    coins: row.ticketPrice,
    kind: LIVE_KINDS.ticket,
    // One ticket per live per fan: the client's key does not make a second one.
    serverKey: `live:${row.id}:ticket:${userId}`,
    details: { live: row.id },
    scope: { live: row.id },
    also: async (tx, transactionId) => {
      await record(row.id, userId, 'ticket')(tx, transactionId);
      await tx
        .insert(liveViewers)
        .values({ liveId: row.id, userId, entry: 'ticket' })
        .onConflictDoUpdate({ target: [liveViewers.liveId, liveViewers.userId], set: { entry: 'ticket' } });
    },
  });
  return viewOf(deps, row, userId, { entry: 'ticket' });
}

/** A gift or a tip needs someone who may watch a running live. */
async function payable(deps: LiveDeps, visitor: Visitor, liveId: number): Promise<{ userId: number; row: LiveRow }> {
  const userId = signedUp(visitor);
  const row = await liveRow(deps.db, liveId);
  assertRunning(row);
  assertMayWatch(await entryFor(deps, row, userId));
  return { userId, row };
}

export async function gift(deps: LiveDeps, visitor: Visitor, input: { live_id: number; gift_id: number; idem_key: string }): Promise<Shown> {
  const { userId, row } = await payable(deps, visitor, input.live_id);
  const chosen = giftById(input.gift_id);
  if (!chosen) throw new AppError('GIFT_NOT_FOUND');
  const paid = await spend(deps.db, deps.money, {
    fanId: userId,
    creatorId: row.creatorId,
    coins: chosen.coins,
    kind: LIVE_KINDS.gift,
    idemKey: input.idem_key,
    details: { live: row.id, gift: chosen.id },
    scope: { live: row.id },
    also: record(row.id, userId, 'gift'),
  });
  if (paid.replayed) return null;
  const from = await partyOf(deps.db, userId);
  return { gift: { live_id: row.id, from, kind: 'gift', gift_id: chosen.id, coins: chosen.coins }, toy: null };
}

/** A tip, and the creator's toy level it sets off, queued after the one playing. */
export async function tip(deps: LiveDeps, visitor: Visitor, input: { live_id: number; coins: number; idem_key: string }): Promise<Shown> {
  const { userId, row } = await payable(deps, visitor, input.live_id);
  const paid = await spend(deps.db, deps.money, {
    fanId: userId,
    creatorId: row.creatorId,
    coins: input.coins,
    kind: LIVE_KINDS.tip,
    idemKey: input.idem_key,
    details: { live: row.id },
    scope: { live: row.id },
    also: record(row.id, userId, 'tip'),
  });
  if (paid.replayed) return null;
  const from = await partyOf(deps.db, userId);
  const shown: LiveGiftEvent = { live_id: row.id, from, kind: 'tip', gift_id: null, coins: input.coins };
  const level = await deps.toys.levelFor(row.creatorId, input.coins);
  if (!level) return { gift: shown, toy: null };
  // Queued per live: this level starts when the previous one ends (one atomic update, so racing tips never overlap).
  // Wall-clock time, not the lives' clock: browsers play the level in real time, and a test may have moved that clock.
  const now = Date.now();
  const [queued] = await deps.db
    .update(lives)
    .set({ toyUntilMs: sql`greatest(${lives.toyUntilMs}, ${now}) + ${level.seconds * 1000}` })
    .where(eq(lives.id, row.id))
    .returning({ until: lives.toyUntilMs });
  const startsAtMs = Number(queued!.until) - level.seconds * 1000;
  return { gift: shown, toy: { live_id: row.id, from, level: level.level, strength: level.strength, seconds: level.seconds, starts_at_ms: startsAtMs } };
}
