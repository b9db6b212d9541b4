/**
 * Blocking (issue 7, /user/blocked): a user blocks another; while either has blocked the
 * other, no messages (domain/chat) and no coins (domain/money, blockedBetween) pass between them.
 */
import { and, desc, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db';
import { prepared } from '../db/prepared';
import { userBlocks, users } from '../db/schema';
import { AppError } from './errors';

export interface BlockedUser {
  id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  blocked_at: string;
}

/** Who blocked whom between two users: 'by_me' wins when both did. */
export async function blockState(db: Database, me: number, other: number): Promise<'none' | 'by_me' | 'by_peer'> {
  // Both directions in one read (chat checks this on every send).
  const rows = await prepared(db, 'block_state', (d) => {
    const [meP, otherP] = [sql.placeholder('me'), sql.placeholder('other')];
    return d
      .select({ blocker: userBlocks.blockerId })
      .from(userBlocks)
      .where(or(and(eq(userBlocks.blockerId, meP), eq(userBlocks.blockedId, otherP)), and(eq(userBlocks.blockerId, otherP), eq(userBlocks.blockedId, meP))))
      .prepare('block_state');
  }).execute({ me, other });
  if (rows.some((r) => r.blocker === me)) return 'by_me';
  return rows.length ? 'by_peer' : 'none';
}

/** The same fact as SQL, for a statement that checks it in place (chat's one-statement send). */
export const blockedBetweenSql = (a: SQLWrapper, b: SQLWrapper) =>
  sql`exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b}) or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a}))`;

/** Either one blocked the other: no coins (domain/money) and no messages pass between them. */
export async function blockedBetween(db: Database, a: number, b: number): Promise<boolean> {
  return (await blockState(db, a, b)) !== 'none';
}

export async function block(db: Database, me: number, other: number): Promise<void> {
  if (me === other) throw new AppError('BLOCK_SELF', undefined, { field: 'user_id' });
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, other));
  if (!target) throw new AppError('CHAT_USER_NOT_FOUND', undefined, { field: 'user_id' });
  await db.insert(userBlocks).values({ blockerId: me, blockedId: other }).onConflictDoNothing();
}

export async function unblock(db: Database, me: number, other: number): Promise<void> {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, other)));
}

/** The users `me` blocked, latest first. */
export async function listBlocked(db: Database, me: number): Promise<BlockedUser[]> {
  const rows = await db
    .select({ id: users.id, user_name: users.userName, nickname: users.nickname, portrait: users.portrait, at: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, me))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(500);
  return rows.map(({ at, ...user }) => ({ ...user, blocked_at: at.toISOString() }));
}
