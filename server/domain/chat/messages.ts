/**
 * A stored message as a viewer sees it. The locked-message rule lives here: a priced message
 * stays locked for its recipient until they unlock it (`isLocked`, which the media access
 * check of media-access.ts applies too).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type ChatCallRecord, type ChatMediaView, MSG_TYPE } from '../../../common/chat';
import { messageMediaPath } from '../../../common/media';
import type { Database, Tx } from '../../db';
import { media, messageMedia, messagePayloads, messages, messageUnlocks, users } from '../../db/schema';
import { callRecordsOf } from './call-record';
import type { ChatMessage } from './deps';

export const senderColumns = { id: users.id, user_name: users.userName, nickname: users.nickname, portrait: users.portrait };

/** A message's media item as stored; the view adds its URL. */
export type MessageMedia = Omit<ChatMediaView, 'url'>;

export interface Extras {
  price: number;
  media: MessageMedia[];
  /** The viewer paid for it. */
  unlocked: boolean;
  /** msg_type 12: the call it records. */
  call?: ChatCallRecord;
}
export const NO_EXTRAS: Extras = { price: 0, media: [], unlocked: false };

/** Whether a message is locked for a viewer: it has a price, the viewer did not send it and has not unlocked it. */
export function isLocked(price: number, viewerIsSender: boolean, unlocked: boolean): boolean {
  return price > 0 && !viewerIsSender && !unlocked;
}

/**
 * A media item as the viewer of message `messageId` sees it: its URL names the message (ADR 088),
 * and there is none while the message is locked to them.
 */
function mediaView(messageId: number, item: MessageMedia, locked: boolean): ChatMediaView {
  const base = messageMediaPath(messageId, item.media_id);
  return { ...item, url: locked ? null : item.kind === 2 ? `${base}/video` : base };
}

/** A stored message as `viewerId` sees it: its body is hidden while it is locked. */
export function toMessage(row: typeof messages.$inferSelect, sender: ChatMessage['sender'], viewerId: number, extras: Extras = NO_EXTRAS): ChatMessage {
  const locked = isLocked(extras.price, viewerId === row.senderId, extras.unlocked);
  return {
    id: row.id,
    conversation_id: row.conversationId,
    client_id: row.clientId,
    sender,
    msg_type: row.msgType,
    body: locked ? '' : row.body,
    has_spent: row.hasSpent,
    timetoken: row.timetoken,
    created_at: row.createdAt.toISOString(),
    price: extras.price,
    locked,
    media: extras.media.map((item) => mediaView(row.id, item, locked)),
    ...(extras.call ? { call: extras.call } : {}),
  };
}

/** Prices, media and the viewer's unlocks of a page of messages (three queries, not one per message), and the calls of `callMessageIds`. */
export async function extrasOf(db: Database | Tx, viewerId: number, messageIds: number[], callMessageIds: number[] = []): Promise<Map<number, Extras>> {
  const map = new Map<number, Extras>();
  if (!messageIds.length) return map;
  const [prices, items, unlocks, records] = await Promise.all([
    db.select().from(messagePayloads).where(inArray(messagePayloads.messageId, messageIds)),
    db
      .select({ messageId: messageMedia.messageId, media_id: media.id, kind: media.kind, width: media.width, height: media.height })
      .from(messageMedia)
      .innerJoin(media, eq(media.id, messageMedia.mediaId))
      .where(inArray(messageMedia.messageId, messageIds))
      .orderBy(asc(messageMedia.messageId), asc(messageMedia.position)),
    db
      .select({ messageId: messageUnlocks.messageId })
      .from(messageUnlocks)
      .where(and(eq(messageUnlocks.userId, viewerId), inArray(messageUnlocks.messageId, messageIds))),
    callRecordsOf(db, callMessageIds),
  ]);
  const of = (id: number) => {
    let e = map.get(id);
    if (!e) map.set(id, (e = { price: 0, media: [], unlocked: false }));
    return e;
  };
  for (const p of prices) of(p.messageId).price = p.price;
  for (const { messageId, ...item } of items) of(messageId).media.push(item);
  for (const u of unlocks) of(u.messageId).unlocked = true;
  for (const [id, call] of records) of(id).call = call;
  return map;
}

export async function viewAll(db: Database | Tx, viewerId: number, rows: { message: typeof messages.$inferSelect; sender: ChatMessage['sender'] }[]) {
  const extras = await extrasOf(
    db,
    viewerId,
    rows.map((r) => r.message.id),
    rows.filter((r) => r.message.msgType === MSG_TYPE.call).map((r) => r.message.id),
  );
  return rows.map((r) => toMessage(r.message, r.sender, viewerId, extras.get(r.message.id)));
}
