/**
 * The media service's message context (ADR 088): may `viewerId` load a media item through
 * /media/m/{messageId}/... ? Only when the item is in that message (or is the poster of a video
 * in it), the viewer is in its conversation, and the message is open to them: they sent it, or
 * it is free, or they unlocked it (isLocked, the one rule). Chat shows no blurred previews, so
 * a locked message gives nothing.
 */
import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db';
import { conversationMembers, media, messageMedia, messagePayloads, messages, messageUnlocks } from '../../db/schema';
import { isHiddenFrom } from '../moderation/visibility';
import { isLocked } from './messages';

export async function messageMediaGrant(db: Database, messageId: number, mediaId: number, viewerId: number | null): Promise<'full' | null> {
  if (viewerId === null) return null;
  const item = alias(media, 'item');
  const [row] = await db
    .select({ senderId: messages.senderId, price: messagePayloads.price, unlocked: messageUnlocks.messageId })
    .from(messages)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, viewerId)))
    .innerJoin(messageMedia, eq(messageMedia.messageId, messages.id))
    .innerJoin(item, eq(item.id, messageMedia.mediaId))
    .leftJoin(messagePayloads, eq(messagePayloads.messageId, messages.id))
    .leftJoin(messageUnlocks, and(eq(messageUnlocks.messageId, messages.id), eq(messageUnlocks.userId, viewerId)))
    .where(and(eq(messages.id, messageId), or(eq(messageMedia.mediaId, mediaId), eq(item.posterMediaId, mediaId))))
    .limit(1);
  if (!row || (await isHiddenFrom(db, 'message', messageId, viewerId))) return null;
  return isLocked(row.price ?? 0, row.senderId === viewerId, row.unlocked !== null) ? null : 'full';
}
