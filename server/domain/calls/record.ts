/**
 * When a call ends, ONE message in the pair's conversation records it (msg_type 12, from the
 * caller), and both members' sockets get it as chat_message. The call row's `recorded` flag,
 * set in the message's transaction, makes it once; the job records any a crash left out.
 */
import { and, eq } from 'drizzle-orm';
import { MSG_TYPE } from '../../../common/chat';
import { calls, messages } from '../../db/schema';
import { callRecordOf, callRecordText } from '../chat/call-record';
import { NO_EXTRAS, toMessage } from '../chat/messages';
import { conversationOf } from '../chat/pair';
import { storeMessage, type Stored } from '../chat/store';
import type { CallDeps } from './deps';
import type { CallRow } from './store';

class AlreadyRecorded extends Error {}

export async function recordInChat(deps: CallDeps, row: CallRow): Promise<void> {
  if (row.recorded || row.state !== 'ended') return;
  const record = callRecordOf(row);
  const body = callRecordText(record, row.connectedAt !== null);
  const clientId = `call:${row.id}`;
  let stored: Stored | null;
  try {
    stored = await deps.db.transaction(async (tx) => {
      await conversationOf(tx, row.callerId, row.calleeId);
      const made = await storeMessage(tx, true, { me: row.callerId }, { to_user_id: row.calleeId, client_id: clientId, msg_type: MSG_TYPE.call, body });
      const messageId =
        made?.row.id ??
        (
          await tx
            .select({ id: messages.id })
            .from(messages)
            .where(and(eq(messages.senderId, row.callerId), eq(messages.clientId, clientId)))
        )[0]?.id ??
        null;
      const marked = await tx
        .update(calls)
        .set({ recorded: true, messageId })
        .where(and(eq(calls.id, row.id), eq(calls.recorded, false)))
        .returning({ id: calls.id });
      if (!marked.length) throw new AlreadyRecorded();
      return made;
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return;
    throw error;
  }
  if (!stored) return;
  const extras = { ...NO_EXTRAS, call: record };
  deps.emit(row.calleeId, 'chat_message', { ...toMessage(stored.row, stored.sender, row.calleeId, extras), mute: stored.mute });
  deps.emit(row.callerId, 'chat_message', { ...toMessage(stored.row, stored.sender, row.callerId, extras), mute: false });
}
