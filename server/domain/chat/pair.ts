/**
 * The conversation pair order: one conversation per pair of users, stored with the smaller id
 * first (user_a < user_b, a check constraint). `pairSql` is the same order for the one-statement send.
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from '../../db';
import { conversationMembers, conversations } from '../../db/schema';
import { AppError } from '../errors';

export const pair = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

/** SQL: the conversation row `c` is the pair of `a` and `b`. */
export const isPairSql = (c: SQLWrapper, a: SQLWrapper, b: SQLWrapper): SQL => sql`${c}.user_a = least(${a}, ${b}) and ${c}.user_b = greatest(${a}, ${b})`;

/** The conversation of two users, made with both members' rows on first use. */
export async function conversationOf(tx: Tx | Database, a: number, b: number): Promise<number> {
  const ids = pair(a, b);
  await tx.insert(conversations).values(ids).onConflictDoNothing();
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, ids.userA), eq(conversations.userB, ids.userB)));
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: row.id, userId: a, peerId: b },
      { conversationId: row.id, userId: b, peerId: a },
    ])
    .onConflictDoNothing();
  return row.id;
}

/** The user's member row of a conversation; CONVERSATION_NOT_FOUND when they are not in it. */
export async function memberOf(db: Tx | Database, userId: number, conversationId: number) {
  const [member] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  if (!member) throw new AppError('CONVERSATION_NOT_FOUND');
  return member;
}
