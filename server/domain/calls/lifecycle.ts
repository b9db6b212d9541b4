/**
 * A call from the members' side (ADR 099): accept (the first device wins), decline, cancel,
 * "my media flows" (both: connected, and the hold is charged), hang up, and reading it. Each step
 * is a conditional update from the state it was read in; the loser reads again.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CALL_RING_SECONDS, type CallView, type IncomingCall } from '../../../common/calls';
import { calls } from '../../db/schema';
import { AppError } from '../errors';
import { bill } from './billing';
import type { CallDeps } from './deps';
import { endCall } from './end';
import { chargeHoldPaid, heldCoins } from './money';
import { type CallRow, findCall, memberCall, transition } from './store';
import { emitState, incomingOf, partiesOf, viewFor } from './views';

/** Tries an ending step a few times: each loss means the call moved, and the step decides again on what is true now. */
async function retrying(step: () => Promise<CallRow | 'again'>): Promise<CallRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await step();
    if (result !== 'again') return result;
  }
  throw new Error('calls: a call kept changing under a request');
}

const ringingExpired = (row: CallRow, now: number) => row.state === 'ringing' && now >= row.createdAt.getTime() + CALL_RING_SECONDS * 1000;

export async function accept(deps: CallDeps, userId: number, callId: number, sessionId?: number): Promise<CallView> {
  let row = await memberCall(deps.db, userId, callId);
  if (row.calleeId !== userId) throw new AppError('FORBIDDEN');
  const now = deps.clock.now();
  if (ringingExpired(row, now)) {
    await endCall(deps, row, 'missed', row.createdAt.getTime() + CALL_RING_SECONDS * 1000);
    throw new AppError('CALL_ENDED');
  }
  if (row.state === 'ringing') {
    const accepted = await transition(deps.db, callId, ['ringing'], { state: 'accepted', acceptedAt: new Date(now), acceptedSessionId: sessionId ?? null });
    if (accepted) {
      // The other tabs and devices stop ringing; both members learn the call was answered.
      deps.emit(userId, 'call_cancel', { call_id: callId });
      return (await emitState(deps, accepted, userId))!;
    }
    row = (await findCall(deps.db, callId))!;
  }
  if (row.state === 'ended') throw new AppError('CALL_ENDED');
  // Answered already: a retry from the device that answered is fine, any other device was too late.
  if (sessionId !== undefined && row.acceptedSessionId === sessionId) return viewFor(deps, row, userId);
  throw new AppError('CALL_ANSWERED_ELSEWHERE');
}

export async function decline(deps: CallDeps, userId: number, callId: number): Promise<void> {
  await retrying(async () => {
    const row = await memberCall(deps.db, userId, callId);
    if (row.calleeId !== userId) throw new AppError('FORBIDDEN');
    if (row.state === 'ended') return row;
    if (row.state !== 'ringing') throw new AppError('CALL_ANSWERED_ELSEWHERE');
    return (await endCall(deps, row, 'declined', deps.clock.now())) ?? 'again';
  });
}

/** The caller stops ringing (after an answer it is a hang-up). */
export async function cancel(deps: CallDeps, userId: number, callId: number): Promise<void> {
  const row = await memberCall(deps.db, userId, callId);
  if (row.callerId !== userId) throw new AppError('FORBIDDEN');
  await hangup(deps, userId, callId);
}

/** Either member, any live state; answers the ended call (the summary). */
export async function hangup(deps: CallDeps, userId: number, callId: number): Promise<CallView> {
  const ended = await retrying(async () => {
    const row = await memberCall(deps.db, userId, callId);
    const now = deps.clock.now();
    if (row.state === 'ended') return row;
    if (row.state === 'ringing') return (await endCall(deps, row, row.callerId === userId ? 'cancelled' : 'declined', now)) ?? 'again';
    if (row.state === 'accepted') return (await endCall(deps, row, 'failed', now)) ?? 'again';
    // Connected: the minutes started until now are due, none after.
    const billed = await bill(deps, row, now);
    if (billed.state === 'ended') return billed;
    return (await endCall(deps, billed, 'hung_up', now)) ?? 'again';
  });
  return viewFor(deps, ended, userId);
}

/**
 * This member's media flows. When both have said so the call connects: connected_at is the
 * calls clock's now and the held min_time minutes are charged in the same transaction.
 * Reporting again (a reconnect) changes nothing.
 */
export async function connected(deps: CallDeps, userId: number, callId: number): Promise<CallView> {
  let row = await memberCall(deps.db, userId, callId);
  if (row.state === 'ended') throw new AppError('CALL_ENDED');
  if (row.state !== 'accepted') return viewFor(deps, row, userId);
  const now = deps.clock.now();
  const caller = row.callerId === userId;
  const mine = caller ? { callerConnectedAt: new Date(now) } : { calleeConnectedAt: new Date(now) };
  row =
    (await transition(deps.db, callId, ['accepted'], mine, { where: isNull(caller ? calls.callerConnectedAt : calls.calleeConnectedAt) })) ??
    (await findCall(deps.db, callId))!;
  if (row.state !== 'accepted' || !row.callerConnectedAt || !row.calleeConnectedAt) return viewFor(deps, row, userId);
  const set = { state: 'connected', connectedAt: new Date(now), lastAliveAt: new Date(now), minutesCharged: row.minTime, coinsCharged: heldCoins(row) };
  let live: CallRow | null;
  try {
    live = await transition(deps.db, callId, ['accepted'], set, row.holdTransactionId !== null ? { paid: chargeHoldPaid(deps, row) } : {});
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The hold cannot be charged (a frozen account): the call fails and the hold goes back.
    const failed = await endCall(deps, row, 'failed', now);
    return viewFor(deps, failed ?? (await findCall(deps.db, callId))!, userId);
  }
  if (live) return (await emitState(deps, live, userId))!;
  return viewFor(deps, (await findCall(deps.db, callId))!, userId);
}

export async function detail(deps: CallDeps, userId: number, callId: number): Promise<CallView> {
  return viewFor(deps, await memberCall(deps.db, userId, callId), userId);
}

/** The /video-call page enters the call's room: members only, not ended. */
export async function join(deps: CallDeps, userId: number, callId: number): Promise<CallView> {
  const row = await memberCall(deps.db, userId, callId);
  if (row.state === 'ended') throw new AppError('CALL_ENDED');
  return viewFor(deps, row, userId);
}

/** Calls ringing this user now, oldest first, each with what is left of its ringing. */
export async function incoming(deps: CallDeps, userId: number): Promise<IncomingCall[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(calls)
    .where(and(eq(calls.calleeId, userId), eq(calls.state, 'ringing'), gt(calls.createdAt, new Date(now - CALL_RING_SECONDS * 1000))))
    .orderBy(calls.createdAt);
  if (!rows.length) return [];
  const parties = await partiesOf(
    deps.db,
    rows.map((r) => r.callerId),
  );
  return rows.map((r) => incomingOf(r, parties.get(r.callerId)!, Math.max(1, CALL_RING_SECONDS - Math.floor((now - r.createdAt.getTime()) / 1000))));
}
