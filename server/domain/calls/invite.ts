/**
 * Ringing someone (ADR 099): who pays, the refusals, "busy", the hold. The answer says whether this
 * invite rang the callee; the use case then sends call_invite to every socket of the callee and a
 * web push to their devices (`ringCallee`, use-cases.ts). A retry with the same idempotency key
 * answers the same call, never holds twice and never rings again.
 */
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { CALL_RING_SECONDS, type CallView, type IncomingCall } from '../../../common/calls';
import type { EmitToUser } from '../../../common/realtime';
import { ERRORS } from '../../../common/errors';
import { isUniqueViolation, type Tx } from '../../db';
import { calls, conversations, users } from '../../db/schema';
import { log } from '../../log';
import { blockedBetween } from '../blocks';
import { pair } from '../chat/pair';
import { AppError } from '../errors';
import { balances } from '../money';
import type { CallDeps, CallOptions } from './deps';
import { holdPaid } from './money';
import { recordInChat } from './record';
import { whoPays, availableAt } from './rules';
import { settingOf } from './settings';
import type { CallRow } from './store';
import { incomingOf, partiesOf, viewFor } from './views';

/** Advisory lock class of "a user's calls": taken for both members while a call is made, so "busy" is true on every process. */
const CALL_LOCK = 72_021;

/** Thrown inside the ringing call's transaction: the callee is in another call (the hold rolls back). */
class CalleeBusy extends Error {}

async function byIdemKey(deps: CallDeps, callerId: number, idemKey: string): Promise<CallRow | null> {
  const [row] = await deps.db
    .select()
    .from(calls)
    .where(and(eq(calls.callerId, callerId), eq(calls.idemKey, idemKey)));
  return row ?? null;
}

/** In a call on either side: ringing (not timed out), accepted or connected. */
async function isBusy(tx: Tx, userId: number, nowMs: number): Promise<boolean> {
  const ringingSince = new Date(nowMs - CALL_RING_SECONDS * 1000);
  const rows = await tx
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        or(eq(calls.callerId, userId), eq(calls.calleeId, userId)),
        ne(calls.state, 'ended'),
        or(ne(calls.state, 'ringing'), gt(calls.createdAt, ringingSince)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The caller's view of the call, and what the callee is to hear when this invite rang them (null for a retry, or busy). */
export interface Invited {
  call: CallView;
  rang: { calleeId: number; incoming: IncomingCall } | null;
}

const answered = async (deps: CallDeps, row: CallRow, callerId: number): Promise<Invited> => ({ call: await viewFor(deps, row, callerId), rang: null });

export async function invite(deps: CallDeps, callerId: number, input: { user_id: number; idem_key: string }): Promise<Invited> {
  const { db } = deps;
  const earlier = await byIdemKey(deps, callerId, input.idem_key);
  if (earlier) {
    if (earlier.calleeId !== input.user_id) throw new AppError('IDEMPOTENCY_CONFLICT');
    return answered(deps, earlier, callerId);
  }
  if (input.user_id === callerId) throw new AppError('CALL_SELF', undefined, { field: 'user_id' });
  const people = await db
    .select({ id: users.id, role: users.userRole, anonymous: users.isAnonymous })
    .from(users)
    .where(or(eq(users.id, callerId), eq(users.id, input.user_id)));
  const caller = people.find((p) => p.id === callerId);
  const callee = people.find((p) => p.id === input.user_id);
  if (!caller || caller.anonymous) throw new AppError('AUTH_REQUIRED');
  if (!callee || callee.anonymous) throw new AppError('PROFILE_NOT_FOUND');
  const { payerId, creatorId } = whoPays(caller, callee);
  if (await blockedBetween(db, callerId, callee.id)) throw new AppError('CALL_BLOCKED');
  if (creatorId === callerId) {
    // A creator calls a fan only from a chat with them.
    const ids = pair(callerId, callee.id);
    const [talked] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userA, ids.userA), eq(conversations.userB, ids.userB)));
    if (!talked) throw new AppError('CALL_NO_CONVERSATION');
  }
  const setting = await settingOf(db, creatorId);
  if (!setting.enabled) throw new AppError('CALL_NOT_OFFERED');
  const now = deps.clock.now();
  if (!availableAt(setting.hours, now)) throw new AppError('CALL_OUTSIDE_HOURS');
  const coins = setting.price_per_minute * setting.min_time;
  const short = () => new AppError(payerId === callerId ? 'NOT_ENOUGH_COINS' : 'CALL_FAN_CANNOT_PAY');
  if (coins > 0 && (await balances(db, payerId)).wallet < coins) throw short();

  const base = {
    callerId,
    calleeId: callee.id,
    payerId,
    creatorId,
    idemKey: input.idem_key,
    pricePerMinute: setting.price_per_minute,
    minTime: setting.min_time,
    createdAt: new Date(now),
  };
  let ringing = null as CallRow | null;
  const ring = async (tx: Tx, holdTransactionId: number | null) => {
    // Both members, in id order (no two invites wait on each other in a cycle).
    for (const id of [callerId, callee.id].sort((a, b) => a - b)) await tx.execute(sql`select pg_advisory_xact_lock(${CALL_LOCK}, ${id % 2_147_483_647}::int)`);
    if (await isBusy(tx, callerId, now)) throw new AppError('CALL_BUSY');
    if (await isBusy(tx, callee.id, now)) throw new CalleeBusy();
    [ringing] = await tx
      .insert(calls)
      .values({ ...base, state: 'ringing', holdTransactionId })
      .returning();
  };
  try {
    if (coins > 0) {
      const held = await holdPaid(deps, { callerId, calleeId: callee.id, payerId, idemKey: input.idem_key, coins })((tx, id) => ring(tx, id));
      if (held.replayed) ringing = null;
    } else {
      await db.transaction((tx) => ring(tx, null));
    }
  } catch (error) {
    if (error instanceof AppError && error.code === ERRORS.NOT_ENOUGH_COINS.code) throw short();
    if (error instanceof CalleeBusy) return answered(deps, await busy(deps, base), callerId);
    if (!isUniqueViolation(error)) throw error;
  }
  if (!ringing) {
    // A retry of the same key won meanwhile.
    const same = await byIdemKey(deps, callerId, input.idem_key);
    if (!same) throw new Error('calls: an invite vanished after a conflicting retry');
    return answered(deps, same, callerId);
  }
  const row: CallRow = ringing;
  const caller_ = (await partiesOf(db, [callerId])).get(callerId)!;
  return { call: await viewFor(deps, row, callerId), rang: { calleeId: callee.id, incoming: incomingOf(row, caller_, CALL_RING_SECONDS) } };
}

/** The callee hears the ring on every socket, and on their devices by web push (a closed tab still rings; not awaited). */
export function ringCallee(deps: { emit: EmitToUser; push?: CallOptions['push'] }, callerId: number, rang: NonNullable<Invited['rang']>): void {
  const { calleeId, incoming } = rang;
  deps.emit(calleeId, 'call_invite', incoming);
  void deps.push
    ?.sendToUser(calleeId, {
      title: `${incoming.send_user_info.nick_name} is calling you`,
      body: 'Video call',
      link: `/chatRoom?u1=${calleeId}&u2=${callerId}`,
      tag: `call:${incoming.call_id}`,
    })
    .catch((error: unknown) => log.warn({ err: error, callId: incoming.call_id }, 'web push of a call failed'));
}

/** The callee is in another call: the call is recorded already ended ('busy'), nothing held and nothing rung. */
async function busy(deps: CallDeps, base: Omit<typeof calls.$inferInsert, 'state'> & { callerId: number; idemKey: string }): Promise<CallRow> {
  await deps.db
    .insert(calls)
    .values({ ...base, state: 'ended', endReason: 'busy', endedAt: base.createdAt })
    .onConflictDoNothing();
  const row = (await byIdemKey(deps, base.callerId, base.idemKey))!;
  await recordInChat(deps, row).catch((error: unknown) => log.error({ err: error, callId: row.id }, 'recording a call in its conversation failed'));
  return row;
}
