/**
 * One turn of the calls job (server/jobs.ts runs it every CALL_JOB_INTERVAL_MS on every
 * process; each step is a conditional update or a keyed movement, so turns may race): ringing
 * past its timeout ends 'missed', an accepted call that never connected ends 'failed', connected
 * calls are billed, abandoned ones end, and ended calls a crash left unrecorded are recorded.
 */
import { and, eq, lt, ne } from 'drizzle-orm';
import { CALL_RING_SECONDS } from '../../../common/calls';
import { calls } from '../../db/schema';
import { log } from '../../log';
import { bill } from './billing';
import type { CallDeps } from './deps';
import { endCall } from './end';
import { recordInChat } from './record';
import { CALL_ABANDON_SECONDS, CALL_CONNECT_SECONDS } from './rules';
import type { CallRow } from './store';

/** last_alive_at is written at most this often while someone is in the call. */
const ALIVE_WRITE_MS = 5000;

async function tend(deps: CallDeps, row: CallRow, now: number): Promise<void> {
  if (row.state === 'ringing') {
    const timeout = row.createdAt.getTime() + CALL_RING_SECONDS * 1000;
    if (now >= timeout) await endCall(deps, row, 'missed', timeout);
    return;
  }
  if (row.state === 'accepted') {
    if (now >= (row.acceptedAt ?? row.createdAt).getTime() + CALL_CONNECT_SECONDS * 1000) await endCall(deps, row, 'failed', now);
    return;
  }
  if (row.state !== 'connected' || !row.connectedAt) return;
  const present = deps.present ? await deps.present(row.id) : [row.callerId, row.calleeId];
  let lastAlive = (row.lastAliveAt ?? row.connectedAt).getTime();
  if (present.length > 0) {
    if (now - lastAlive >= ALIVE_WRITE_MS) {
      await deps.db
        .update(calls)
        .set({ lastAliveAt: new Date(now) })
        .where(and(eq(calls.id, row.id), eq(calls.state, 'connected')));
    }
    lastAlive = now;
  }
  // Nobody in the call: no minute after the last moment someone was.
  const billed = await bill(deps, row, lastAlive);
  if (present.length === 0 && billed.state === 'connected' && now - lastAlive >= CALL_ABANDON_SECONDS * 1000) {
    await endCall(deps, billed, 'hung_up', lastAlive);
  }
}

export async function runOnce(deps: CallDeps): Promise<void> {
  const now = deps.clock.now();
  const live = await deps.db.select().from(calls).where(ne(calls.state, 'ended'));
  for (const row of live) {
    await tend(deps, row, now).catch((error: unknown) => log.error({ err: error, callId: row.id }, 'calls job: a call failed its turn'));
  }
  // A few seconds' grace: the request that ended a call records it itself.
  const unrecorded = await deps.db
    .select()
    .from(calls)
    .where(and(eq(calls.state, 'ended'), eq(calls.recorded, false), lt(calls.endedAt, new Date(now - 5000))))
    .limit(50);
  for (const row of unrecorded) {
    await recordInChat(deps, row).catch((error: unknown) => log.error({ err: error, callId: row.id }, 'calls job: recording a call failed'));
  }
}
