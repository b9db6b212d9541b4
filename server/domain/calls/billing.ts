/**
 * Billing by the server's clock (ADR 099): after the held min_time minutes, each started minute
 * is charged from the fan's wallet with its own key (`call:{id}:minute:{n}`), in the same
 * transaction that counts it on the call, so two job turns, two processes or a restart never
 * charge a minute twice, and a missed turn is made up. When the fan cannot pay minute n the
 * call ends as that minute starts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ERRORS } from '../../../common/errors';
import { calls } from '../../db/schema';
import { AppError } from '../errors';
import type { CallDeps } from './deps';
import { endCall } from './end';
import { minutePaid } from './money';
import { minutesDue, minuteStart, payerTime } from './rules';
import { type CallRow, findCall, transition } from './store';
import { emitState, payerWallet } from './views';

/** Charges every minute due up to `uptoMs`; answers the call as it is now (perhaps ended 'no_coins'). */
export async function bill(deps: CallDeps, row: CallRow, uptoMs: number): Promise<CallRow> {
  let current = row;
  let charged = false;
  for (;;) {
    if (current.state !== 'connected' || !current.connectedAt) return current;
    const connectedMs = current.connectedAt.getTime();
    const n = current.minutesCharged + 1;
    if (n > minutesDue(connectedMs, uptoMs, current.minTime)) break;
    const set = { minutesCharged: n, coinsCharged: sql`${calls.coinsCharged} + ${current.pricePerMinute}` };
    let next: CallRow | null;
    try {
      next = await transition(deps.db, current.id, ['connected'], set, {
        where: eq(calls.minutesCharged, n - 1),
        paid: current.pricePerMinute > 0 ? minutePaid(deps, current, n) : undefined,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The fan cannot pay (or coins may no longer pass between them): the call ends when minute n starts.
      const reason = error.code === ERRORS.NOT_ENOUGH_COINS.code ? 'no_coins' : 'hung_up';
      next = await endCall(deps, current, reason, minuteStart(connectedMs, n));
      if (next) return next;
    }
    if (next) charged = true;
    // Another turn charged it (or the call moved): read what is true now.
    current = next ?? (await findCall(deps.db, current.id))!;
  }
  await announce(deps, current, charged);
  return current;
}

/** call_state to both after a charge, or when the payer's low-balance warning turns on or off. */
async function announce(deps: CallDeps, row: CallRow, charged: boolean): Promise<void> {
  const wallet = await payerWallet(deps.db, row);
  const low =
    wallet !== null && row.connectedAt
      ? payerTime({ connectedMs: row.connectedAt.getTime(), minutesCharged: row.minutesCharged, price: row.pricePerMinute }, wallet, deps.clock.now())
          .low_balance
      : false;
  let changed = false;
  if (low !== row.lowBalance) {
    const updated = await deps.db
      .update(calls)
      .set({ lowBalance: low })
      .where(and(eq(calls.id, row.id), eq(calls.lowBalance, row.lowBalance)))
      .returning({ id: calls.id });
    changed = updated.length > 0;
  }
  if (charged || changed) await emitState(deps, row);
}
