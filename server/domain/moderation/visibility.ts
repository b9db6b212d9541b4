/**
 * The one visibility rule of moderation (ADR 092): a hidden post or chat message is gone for
 * everyone but its author. Each query that reads posts or messages adds one of these conditions
 * (or asks isHidden); the author's own post views carry the reason (content/views.ts joins it).
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { hiddenContent, messages, posts } from '../../db/schema';

const notHidden = (type: 'post' | 'message', id: SQL | typeof posts.id | typeof messages.id) =>
  sql`not exists (select 1 from ${hiddenContent} where ${hiddenContent.subjectType} = ${type} and ${hiddenContent.subjectId} = ${id})`;

/** Posts `viewerId` may see: their own, and the ones moderation has not hidden (a placeholder for a prepared statement). */
export const postVisibleTo = (viewerId: number | Placeholder | null): SQL =>
  viewerId === null ? notHidden('post', posts.id) : sql`(${posts.creatorId} = ${viewerId} or ${notHidden('post', posts.id)})`;

/** Chat messages `viewerId` may see: their own, and the ones moderation has not hidden. */
export const messageVisibleTo = (viewerId: number | null): SQL =>
  viewerId === null ? notHidden('message', messages.id) : sql`(${messages.senderId} = ${viewerId} or ${notHidden('message', messages.id)})`;

/** Whether the post or message is hidden from `viewerId` (its author always sees it). */
export async function isHiddenFrom(db: Database, type: 'post' | 'message', id: number, viewerId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ authorId: hiddenContent.authorId })
    .from(hiddenContent)
    .where(and(eq(hiddenContent.subjectType, type), eq(hiddenContent.subjectId, id)));
  return Boolean(row) && row!.authorId !== viewerId;
}
