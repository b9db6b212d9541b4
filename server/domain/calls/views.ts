/** A call as each member sees it (CallView), the ringing as the callee sees it (IncomingCall), and the call_state events. */
import { inArray } from 'drizzle-orm';
import { CALL_RING_SECONDS, type CallEndReason, type CallParty, type CallState, type CallView, type IncomingCall } from '../../../common/calls';
import type { Database } from '../../db';
import { users } from '../../db/schema';
import { balances } from '../money';
import type { CallDeps } from './deps';
import { payerTime } from './rules';
import type { CallRow } from './store';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export async function partiesOf(db: Database, ids: number[]): Promise<Map<number, CallParty>> {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, user_name: users.userName, portrait: users.portrait })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, nick_name: r.nickname || r.user_name, user_name: r.user_name, portrait: r.portrait }]));
}

/** The payer's coins left, for a connected paid call (null otherwise). */
export async function payerWallet(db: Database, row: CallRow): Promise<number | null> {
  if (row.state !== 'connected' || row.pricePerMinute === 0) return null;
  return (await balances(db, row.payerId)).wallet;
}

export function toView(row: CallRow, viewerId: number, peer: CallParty, nowMs: number, wallet: number | null): CallView {
  const payer = row.payerId === viewerId;
  const time =
    payer && wallet !== null && row.connectedAt && row.state === 'connected'
      ? payerTime({ connectedMs: row.connectedAt.getTime(), minutesCharged: row.minutesCharged, price: row.pricePerMinute }, wallet, nowMs)
      : null;
  return {
    call_id: row.id,
    state: row.state as CallState,
    end_reason: row.endReason as CallEndReason | null,
    role: row.callerId === viewerId ? 'caller' : 'callee',
    payer,
    peer,
    price_per_minute: row.pricePerMinute,
    min_time: row.minTime,
    now: Math.floor(nowMs / 1000),
    created_at: seconds(row.createdAt)!,
    connected_at: seconds(row.connectedAt),
    ended_at: seconds(row.endedAt),
    timeout_sec: CALL_RING_SECONDS,
    coins_charged: row.coinsCharged,
    minutes_charged: row.minutesCharged,
    seconds_left: time?.seconds_left ?? null,
    low_balance: time?.low_balance ?? false,
  };
}

/** Both members' views of a call. */
export async function viewsOf(deps: CallDeps, row: CallRow): Promise<Map<number, CallView>> {
  const [parties, wallet] = await Promise.all([partiesOf(deps.db, [row.callerId, row.calleeId]), payerWallet(deps.db, row)]);
  const now = deps.clock.now();
  return new Map(
    [row.callerId, row.calleeId].map((id) => {
      const peerId = id === row.callerId ? row.calleeId : row.callerId;
      return [id, toView(row, id, parties.get(peerId)!, now, wallet)];
    }),
  );
}

export async function viewFor(deps: CallDeps, row: CallRow, viewerId: number): Promise<CallView> {
  return (await viewsOf(deps, row)).get(viewerId)!;
}

/** call_state to every socket of both members; answers the view of `viewerId` when given. */
export async function emitState(deps: CallDeps, row: CallRow, viewerId?: number): Promise<CallView | undefined> {
  const views = await viewsOf(deps, row);
  for (const [userId, view] of views) deps.emit(userId, 'call_state', view);
  return viewerId === undefined ? undefined : views.get(viewerId);
}

/** The ringing as the callee sees it; `timeoutSec` is what is left of it. */
export function incomingOf(row: CallRow, caller: CallParty, timeoutSec: number): IncomingCall {
  return {
    call_id: row.id,
    send_user_info: { id: caller.id, nick_name: caller.nick_name, portrait: caller.portrait },
    timeout_sec: timeoutSec,
    user_call_setting: { total_tokens: row.pricePerMinute * row.minTime, min_time: row.minTime },
  };
}
