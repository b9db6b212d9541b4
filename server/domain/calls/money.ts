/**
 * The calls' money (ADR 099), every movement keyed so it happens once: the hold of min_time
 * minutes before ringing (fan wallet -> call_hold), its release when the call never connected,
 * its charge on connect (call_hold -> creator share + platform fee), and each later minute as a
 * spend from the fan's wallet. The charges' shares are worked out on the call's running total
 * (ADR 134), so a call's creator earns floor(percent x what the call cost), however it was billed.
 */
import type { Tx } from '../../db';
import { spend } from '../money';
import { move } from '../money/ledger';
import type { CallDeps } from './deps';
import type { CallRow, Paid } from './store';

export const heldCoins = (row: Pick<CallRow, 'pricePerMinute' | 'minTime'>) => row.pricePerMinute * row.minTime;

/** The hold, keyed by the caller's own idempotency key (one intention per key, ADR 134): a retried invite never holds twice. */
export function holdPaid(
  deps: CallDeps,
  call: { callerId: number; calleeId: number; payerId: number; idemKey: string; coins: number },
): (also: (tx: Tx, transactionId: number) => Promise<void>) => Promise<{ replayed: boolean; transactionId: number }> {
  return (also) =>
    move(deps.db, {
      kind: 'call_hold',
      userId: call.callerId,
      idemKey: call.idemKey,
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
      serverKey: `call:${row.id}:release`,
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
  return (also) =>
    move(deps.db, {
      kind: 'call',
      userId: row.payerId,
      serverKey: `call:${row.id}:minutes:1-${row.minTime}`,
      params: { call: row.id, to: row.creatorId, coins },
      legs: [{ account: { system: 'call_hold' }, amount: -coins }],
      charge: { creatorId: row.creatorId, coins, percent: deps.money.CREATOR_SHARE_PERCENT, scope: { call: row.id } },
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
      serverKey: `call:${row.id}:minute:${n}`,
      details: { call: row.id, minute: n },
      scope: { call: row.id },
      also,
    });
}
