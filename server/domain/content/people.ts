/** Profiles, follows, the people lists and the creators directory (issue 5). */
import type { ProfileView, UserListItem } from '../../../common/feed';
import { and, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/content';
import { isUniqueViolation, type Database } from '../../db';
import { follows, posts, users } from '../../db/schema';
import { AppError } from '../errors';
import { isUserNameTaken } from '../identity/accounts';
import { assertNamesFreeAmongCreators, nameClashError, nameSkeletons } from '../identity/name-skeleton';
import { decodePeopleCursor, type FeedDeps, LIST_PAGE_SIZE, type Page } from './feed-pages';
import { TEXT_TEXTS, textProblem } from '../../../common/text';
import { authorIsActive } from '../standing/rules';
export type { ProfileView, UserListItem };

const userColumns = { user_id: users.id, user_name: users.userName, nickname: users.nickname, portrait: users.portrait, user_role: users.userRole };
const asListItem = (r: { user_id: number; user_name: string; nickname: string; portrait: string; user_role: number }): UserListItem => ({
  ...r,
  user_role: r.user_role === 1 ? 1 : 0,
});

async function profileRow(db: Database, userName: string) {
  if (userName.length > 64) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, eq(users.isAnonymous, false), authorIsActive(users.id)));
  return row;
}

async function signedUpUser(db: Database, userId: number) {
  const [row] = await db.select({ id: users.id, isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId));
  if (!row || row.isAnonymous) throw new AppError('PROFILE_NOT_FOUND');
  return row;
}

/** A profile with its counts; a missing or anonymous user is 30023. */
export async function profile({ db }: FeedDeps, viewerId: number | null, userName: string): Promise<ProfileView> {
  // Pages call this with the address's name as typed (/@name): a name the text rule refuses belongs to nobody.
  const row = textProblem(userName, 'name') ? undefined : await profileRow(db, userName);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  const [[postCount], [followers], [following], followedRow] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(and(eq(posts.creatorId, row.id), eq(posts.status, POST_STATUS.Posted))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.creatorId, row.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.followerId, row.id)),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ n: follows.creatorId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.creatorId, row.id))),
  ]);
  return {
    user_id: row.id,
    user_name: row.userName,
    nickname: row.nickname,
    portrait: row.portrait,
    cover: row.cover,
    bio: row.bio,
    user_role: row.userRole === 1 ? 1 : 0,
    counts: { posts: postCount.n, followers: followers.n, following: following.n },
    followed: followedRow.length > 0,
    own: viewerId === row.id,
  };
}

/** Follows a user (idempotent); anyone signed up may be followed, not oneself. */
export async function follow({ db }: FeedDeps, viewerId: number, userId: number, on: boolean): Promise<{ followed: boolean; followers: number }> {
  if (viewerId === userId) throw new AppError('FOLLOW_SELF', undefined, { field: 'user_id' });
  await signedUpUser(db, userId);
  if (on) await db.insert(follows).values({ followerId: viewerId, creatorId: userId }).onConflictDoNothing();
  else await db.delete(follows).where(and(eq(follows.followerId, viewerId), eq(follows.creatorId, userId)));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.creatorId, userId));
  return { followed: on, followers: count.n };
}

/**
 * Who follows `userId` (followers) or whom `userId` follows (following), newest first. The
 * cursor is the last row's (followed at, user id): the time in whole microseconds, as the
 * column keeps it, so rows of the same millisecond (or the same instant) are neither
 * skipped nor repeated.
 */
export async function people(
  { db }: FeedDeps,
  userId: number,
  which: 'followers' | 'following',
  options: { cursor?: string; limit?: number } = {},
): Promise<Page<UserListItem>> {
  const limit = Math.min(options.limit ?? LIST_PAGE_SIZE, 100);
  const other = which === 'followers' ? follows.followerId : follows.creatorId;
  const mine = which === 'followers' ? follows.creatorId : follows.followerId;
  const after = decodePeopleCursor(options.cursor);
  const rows = await db
    .select({ ...userColumns, micros: sql<string>`(extract(epoch from ${follows.createdAt}) * 1000000)::bigint::text` })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(
        eq(mine, userId),
        after
          ? sql`(${follows.createdAt}, ${other}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    list: page.map(({ micros: _micros, ...r }) => asListItem(r)),
    next: rows.length > limit && last ? `${last.micros}_${last.user_id}` : null,
  };
}

/** /user/list: creators to discover, by name, newest accounts first. */
export async function creators(
  { db }: FeedDeps,
  viewerId: number | null,
  options: { query?: string; cursor?: number; limit?: number } = {},
): Promise<Page<UserListItem>> {
  const limit = Math.min(options.limit ?? LIST_PAGE_SIZE, 100);
  // The /user/list page passes its ?query as typed: the same text rule as the API's.
  const problem = options.query ? textProblem(options.query, 'oneLine') : null;
  if (problem) throw new AppError('TEXT_NOT_ALLOWED', `query: ${TEXT_TEXTS[problem]}`, { field: 'query' });
  const q = options.query?.trim().replace(/[%_\\]/g, (c) => `\\${c}`);
  // The search shows whether the viewer already follows each creator.
  const following =
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.creatorId} = ${users.id})`;
  const rows = await db
    .select({ ...userColumns, following })
    .from(users)
    .where(
      and(
        eq(users.userRole, 1),
        eq(users.isAnonymous, false),
        authorIsActive(users.id),
        viewerId === null ? undefined : ne(users.id, viewerId),
        q ? or(ilike(users.userName, `%${q}%`), ilike(users.nickname, `%${q}%`)) : undefined,
        options.cursor ? lt(users.id, options.cursor) : undefined,
      ),
    )
    .orderBy(desc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    list: page.map(({ following: isFollowing, ...r }) => ({ ...asListItem(r), following: Boolean(isFollowing) })),
    next: rows.length > limit ? String(page.at(-1)!.user_id) : null,
  };
}

/** /user/edit_profile: nickname, user name and bio (already checked against the shared rules). */
export async function editProfile({ db }: FeedDeps, userId: number, fields: { nickname: string; user_name: string; bio: string }) {
  if (await isUserNameTaken(db, fields.user_name, userId)) throw new AppError('USER_NAME_TAKEN', undefined, { field: 'user_name' });
  const keys = nameSkeletons(fields);
  await assertNamesFreeAmongCreators(db, userId, keys);
  try {
    await db
      .update(users)
      .set({ nickname: fields.nickname, userName: fields.user_name, bio: fields.bio, ...keys })
      .where(eq(users.id, userId));
  } catch (error) {
    // Two creators racing for look-alike names: the partial unique index refuses the second.
    const clash = nameClashError(error);
    if (clash) throw clash;
    if (isUniqueViolation(error)) throw new AppError('USER_NAME_TAKEN', undefined, { field: 'user_name' });
    throw error;
  }
  return fields;
}
