/**
 * A video call as its conversation records it (msg_type 12, issue 21): the record the message
 * view carries, and the sentence its body holds for clients that do not know the record.
 */
import { inArray } from 'drizzle-orm';
import type { ChatCallRecord } from '../../../common/chat';
import type { Database, Tx } from '../../db';
import { calls } from '../../db/schema';

export interface EndedCall {
  id: number;
  endReason: string | null;
  connectedAt: Date | null;
  endedAt: Date | null;
  coinsCharged: number;
}

export function callRecordOf(call: EndedCall): ChatCallRecord {
  const connected = call.connectedAt && call.endedAt ? Math.max(0, Math.floor((call.endedAt.getTime() - call.connectedAt.getTime()) / 1000)) : 0;
  return { call_id: call.id, end_reason: (call.endReason ?? 'failed') as ChatCallRecord['end_reason'], duration_seconds: connected, coins: call.coinsCharged };
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** "Video call · 3:12 · 45 coins", "Missed video call"... */
export function callRecordText(record: ChatCallRecord, connected: boolean): string {
  if (connected) {
    const coins = record.coins > 0 ? ` · ${record.coins.toLocaleString('en-US')} ${record.coins === 1 ? 'coin' : 'coins'}` : '';
    return `Video call · ${clockText(record.duration_seconds)}${coins}`;
  }
  const words: Record<ChatCallRecord['end_reason'], string> = {
    missed: 'Missed video call',
    declined: 'Declined video call',
    cancelled: 'Cancelled video call',
    busy: 'Missed video call (busy)',
    failed: 'Video call failed',
    hung_up: 'Video call',
    no_coins: 'Video call',
  };
  return words[record.end_reason];
}

/** The call records of these messages (by the message that records each call). */
export async function callRecordsOf(db: Database | Tx, messageIds: number[]): Promise<Map<number, ChatCallRecord>> {
  if (!messageIds.length) return new Map();
  const rows = await db
    .select({
      id: calls.id,
      messageId: calls.messageId,
      endReason: calls.endReason,
      connectedAt: calls.connectedAt,
      endedAt: calls.endedAt,
      coinsCharged: calls.coinsCharged,
    })
    .from(calls)
    .where(inArray(calls.messageId, messageIds));
  return new Map(rows.map((row) => [row.messageId!, callRecordOf(row)]));
}
