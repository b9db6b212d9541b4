/** Ending a call, whichever way it ends: the hold goes back unless it was charged, both sides hear, the conversation records it. */
import type { CallEndReason, CallState } from '../../../common/calls';
import { log } from '../../log';
import type { CallDeps } from './deps';
import { releasePaid } from './money';
import { recordInChat } from './record';
import { type CallRow, transition } from './store';
import { emitState } from './views';

/**
 * Ends `row` from the state it was read in; null when it moved meanwhile (the caller reads it
 * again). A hold that was never charged (ringing or accepted) is released in the same transaction.
 */
export async function endCall(deps: CallDeps, row: CallRow, reason: CallEndReason, endedAtMs: number): Promise<CallRow | null> {
  const held = row.holdTransactionId !== null && (row.state === 'ringing' || row.state === 'accepted');
  const ended = await transition(
    deps.db,
    row.id,
    [row.state as CallState],
    { state: 'ended', endReason: reason, endedAt: new Date(endedAtMs) },
    held ? { paid: releasePaid(deps, row) } : {},
  );
  if (!ended) return null;
  // The callee's other tabs and devices stop ringing.
  if (row.state === 'ringing') deps.emit(row.calleeId, 'call_cancel', { call_id: row.id });
  await emitState(deps, ended);
  // The job records it later if this fails.
  await recordInChat(deps, ended).catch((error: unknown) => log.error({ err: error, callId: row.id }, 'recording a call in its conversation failed'));
  return ended;
}
