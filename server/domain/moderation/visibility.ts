/**
 * The one visibility rule of moderation (ADR 092): a hidden post or chat message is gone for
 * everyone but its author. Each query that reads posts or messages adds one of these conditions
 * (or asks isHidden); the author's own views carry the reason (hiddenInfo).
 */
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { HiddenInfo } from '../../../common/moderation';
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

/** Why the author's own posts among `ids` are hidden, by id: the author sees each marked with its reason. */
export async function hiddenInfo(db: Database, type: 'post' | 'message', authorId: number | null, ids: number[]): Promise<Map<number, HiddenInfo>> {
  if (authorId === null || ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(hiddenContent)
    .where(and(eq(hiddenContent.subjectType, type), eq(hiddenContent.authorId, authorId), inArray(hiddenContent.subjectId, ids)));
  return new Map(
    rows.map((r) => [r.subjectId, { kind: r.kind as HiddenInfo['kind'], reason: r.reason, hidden_at: r.hiddenAt.toISOString(), notice_id: r.noticeId }]),
  );
}
