/**
 * The calls' money (ADR 099), every movement keyed so it happens once: the hold of min_time
 * minutes before ringing (fan wallet -> call_hold), its release when the call never connected,
 * its charge on connect (call_hold -> creator share + platform fee, splitSpend's rounding), and
 * each later minute as a spend from the fan's wallet.
 */
import type { Tx } from '../../db';
import { splitSpend, spend } from '../money';
import { type Leg, move } from '../money/ledger';
import type { CallDeps } from './deps';
import type { CallRow, Paid } from './store';

export const heldCoins = (row: Pick<CallRow, 'pricePerMinute' | 'minTime'>) => row.pricePerMinute * row.minTime;

/** The hold, keyed by the caller's own idempotency key: a retried invite never holds twice. */
export function holdPaid(
  deps: CallDeps,
  call: { callerId: number; calleeId: number; payerId: number; idemKey: string; coins: number },
): (also: (tx: Tx, transactionId: number) => Promise<void>) => Promise<{ replayed: boolean; transactionId: number }> {
  return (also) =>
    move(deps.db, {
      kind: 'call_hold',
      userId: call.callerId,
      idemKey: `call_hold:${call.idemKey}`,
      params: { to: call.calleeId, coins: call.coins },
      legs: [
        { account: { user: call.payerId, kind: 'wallet' }, amount: -call.coins },
        { account: { system: 'call_hold' }, amount: call.coins },
      ],
      also,
    });
}

/** The hold goes back to the fan's wallet (a call that never connected). */
export function releasePaid(deps: CallDeps, row: CallRow): Paid {
  const coins = heldCoins(row);
  return (also) =>
    move(deps.db, {
      kind: 'call_release',
      userId: row.payerId,
      idemKey: `call:${row.id}:release`,
      params: { call: row.id, coins },
      legs: [
        { account: { system: 'call_hold' }, amount: -coins },
        { account: { user: row.payerId, kind: 'wallet' }, amount: coins },
      ],
      also,
    });
}

/** On connect the held min_time minutes are charged: the creator's share and the platform fee, as every spend. */
export function chargeHoldPaid(deps: CallDeps, row: CallRow): Paid {
  const coins = heldCoins(row);
  const { creator, platform } = splitSpend(coins, deps.money.CREATOR_SHARE_PERCENT);
  const legs: Leg[] = [{ account: { system: 'call_hold' }, amount: -coins }];
  if (creator > 0) legs.push({ account: { user: row.creatorId, kind: 'earnings' }, amount: creator });
  if (platform > 0) legs.push({ account: { system: 'platform' }, amount: platform });
  return (also) =>
    move(deps.db, {
      kind: 'call',
      userId: row.payerId,
      idemKey: `call:${row.id}:minutes:1-${row.minTime}`,
      params: { call: row.id, to: row.creatorId, coins },
      legs,
      also,
    });
}

/** Minute `n` after the held ones, from the fan's wallet (NOT_ENOUGH_COINS when it cannot pay). */
export function minutePaid(deps: CallDeps, row: CallRow, n: number): Paid {
  return (also) =>
    spend(deps.db, deps.money, {
      fanId: row.payerId,
      creatorId: row.creatorId,
      coins: row.pricePerMinute,
      kind: 'call_minute',
      idemKey: `call:${row.id}:minute:${n}`,
      details: { call: row.id, minute: n },
      also,
    });
}
