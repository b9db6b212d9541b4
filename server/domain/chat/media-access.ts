/**
 * The chat port of the media access check: may `viewerId` see media `mediaId` because it was
 * sent to them in a chat message that is free or that they unlocked? (The sender owns the media.)
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { conversationMembers, messageMedia, messagePayloads, messages, messageUnlocks } from '../../db/schema';
import { openToRecipientSql } from './messages';

export async function canViewChatMedia(db: Database, mediaId: number, viewerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messageMedia)
    .innerJoin(messages, eq(messages.id, messageMedia.messageId))
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, viewerId)))
    .leftJoin(messagePayloads, eq(messagePayloads.messageId, messages.id))
    .leftJoin(messageUnlocks, and(eq(messageUnlocks.messageId, messages.id), eq(messageUnlocks.userId, viewerId)))
    .where(
      and(eq(messageMedia.mediaId, mediaId), sql`${messages.senderId} <> ${viewerId}`, openToRecipientSql(messagePayloads.price, messageUnlocks.messageId)),
    )
    .limit(1);
  return Boolean(row);
}
