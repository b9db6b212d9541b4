/**
 * The feed, profiles and follows (issue 5, ADR 042). The feed is the viewer's followed creators'
 * posts first, newest first, then everyone else's (discovery), under one keyset cursor; every
 * post goes through loadPostViews, so the access rule decides what each viewer gets.
 */
import { and, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import { POST_STATUS, isPaidVisibility } from '../../../common/content';
import { isUniqueViolation, type Database } from '../../db';
import { follows, postReads, postStats, posts, users } from '../../db/schema';
import { AppError } from '../errors';
import { isUserNameTaken } from '../identity/accounts';
import type { MoneyConfig } from '../money';
import { unlockPost } from '../money';
import { type AccessFacts, type PostView, loadPostViews } from './views';

export const FEED_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE = 30;

/** Where a feed page ends: the phase (followed, then discovery) and the last (published_at, id). */
interface FeedCursor {
  phase: 'followed' | 'discovery';
  at: number | null;
  id: number | null;
}

export const encodeCursor = (c: FeedCursor) => Buffer.from(JSON.stringify([c.phase === 'followed' ? 0 : 1, c.at, c.id])).toString('base64url');

export function decodeCursor(text: string | undefined): FeedCursor {
  if (!text) return { phase: 'followed', at: null, id: null };
  try {
    const [phase, at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const num = (v: unknown) => (v === null ? null : typeof v === 'number' && Number.isSafeInteger(v) ? v : NaN);
    const c = { phase: phase === 0 ? 'followed' : phase === 1 ? 'discovery' : 'bad', at: num(at), id: num(id) } as const;
    if (c.phase === 'bad' || Number.isNaN(c.at) || Number.isNaN(c.id) || (c.at === null) !== (c.id === null)) throw new Error('bad');
    return c as FeedCursor;
  } catch {
    throw new AppError('BAD_REQUEST', 'cursor: is not a cursor this server made', { field: 'cursor' });
  }
}

/** A followers/following cursor: "{followed at in microseconds since 1970}_{user id}". */
export function decodePeopleCursor(text: string | undefined): { micros: string; id: number } | null {
  if (!text) return null;
  const match = /^(\d{1,17})_(\d{1,16})$/.exec(text);
  const id = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(id)) throw new AppError('BAD_REQUEST', 'cursor: is not a cursor this server made', { field: 'cursor' });
  return { micros: match[1]!, id };
}

/** Posted posts older than (at, id), newest first. */
const olderThan = (at: number | null, id: number | null) =>
  at === null ? undefined : sql`(${posts.publishedAt}, ${posts.id}) < (${new Date(at).toISOString()}::timestamptz, ${id})`;

const followedBy = (viewerId: number) => sql`${posts.creatorId} in (select ${follows.creatorId} from ${follows} where ${follows.followerId} = ${viewerId})`;

export interface Page<T> {
  list: T[];
  next: string | null;
}

export interface ProfileView {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  bio: string;
  user_role: 0 | 1;
  counts: { posts: number; followers: number; following: number };
  /** Whether the viewer follows this user (false for anonymous viewers and oneself). */
  followed: boolean;
  own: boolean;
}

export interface UserListItem {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  user_role: 0 | 1;
}

const userColumns = { user_id: users.id, user_name: users.userName, nickname: users.nickname, portrait: users.portrait, user_role: users.userRole };
const asListItem = (r: { user_id: number; user_name: string; nickname: string; portrait: string; user_role: number }): UserListItem => ({
  ...r,
  user_role: r.user_role === 1 ? 1 : 0,
});

export function createFeedService(deps: { db: Database; facts: AccessFacts; money: MoneyConfig }) {
  const { db, facts } = deps;
  const views = (viewerId: number | null, ids: number[]) => loadPostViews(db, facts, viewerId, ids);

  /**
   * Posted posts of the creators `viewerId` follows, newest first: one short index scan per
   * followed creator (posts_creator_status_idx), merged. Walking all posts by time and keeping
   * the followed ones reads thousands of index entries when the viewer follows few of many.
   */
  async function followedPostedIds(viewerId: number, cursor: { at: number | null; id: number | null }, limit: number) {
    const older = cursor.at === null ? sql`true` : sql`(p.published_at, p.id) < (${new Date(cursor.at).toISOString()}::timestamptz, ${cursor.id})`;
    const result = await db.execute(sql`
      select p.id, p.published_at from ${follows} f
      cross join lateral (
        select p.id, p.published_at from ${posts} p
        where p.creator_id = f.creator_id and p.status = ${POST_STATUS.Posted} and ${older}
        order by p.published_at desc, p.id desc
        limit ${limit}
      ) p
      where f.follower_id = ${viewerId}
      order by p.published_at desc, p.id desc
      limit ${limit}`);
    return (result as unknown as { rows: { id: number | string; published_at: string | Date }[] }).rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.published_at),
    }));
  }

  async function postedIds(where: ReturnType<typeof and>, limit: number) {
    return db
      .select({ id: posts.id, at: posts.publishedAt })
      .from(posts)
      .where(and(eq(posts.status, POST_STATUS.Posted), where))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(limit);
  }

  async function profileRow(userName: string) {
    if (userName.length > 64) return undefined;
    const [row] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.userName}) = lower(${userName})`, eq(users.isAnonymous, false)));
    return row;
  }

  async function signedUpUser(userId: number) {
    const [row] = await db.select({ id: users.id, isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId));
    if (!row || row.isAnonymous) throw new AppError('PROFILE_NOT_FOUND');
    return row;
  }

  return {
    /** A page of /home: followed creators' posts, then discovery; `cursor` continues where the last page ended. */
    async feed(viewerId: number | null, options: { cursor?: string; limit?: number } = {}): Promise<Page<PostView>> {
      const limit = Math.min(options.limit ?? FEED_PAGE_SIZE, 30);
      let cursor = decodeCursor(options.cursor);
      const found: { id: number; at: Date | null; phase: FeedCursor['phase'] }[] = [];
      if (cursor.phase === 'followed' && viewerId !== null) {
        const rows = await followedPostedIds(viewerId, cursor, limit + 1);
        found.push(...rows.slice(0, limit).map((r) => ({ ...r, phase: 'followed' as const })));
        if (rows.length > limit) {
          const last = found.at(-1)!;
          return { list: await views(viewerId, found.map((f) => f.id)), next: encodeCursor({ phase: 'followed', at: last.at!.getTime(), id: last.id }) };
        }
        cursor = { phase: 'discovery', at: null, id: null };
      } else if (cursor.phase === 'followed') {
        cursor = { phase: 'discovery', at: null, id: null };
      }
      const room = limit - found.length;
      const rows = await postedIds(
        and(viewerId === null ? undefined : and(sql`not ${followedBy(viewerId)}`, ne(posts.creatorId, viewerId)), olderThan(cursor.at, cursor.id)),
        room + 1,
      );
      found.push(...rows.slice(0, room).map((r) => ({ ...r, phase: 'discovery' as const })));
      const last = found.at(-1);
      // More to come: after the last discovery post shown, or from the start of discovery when this page ended with followed posts.
      const next =
        rows.length <= room
          ? null
          : last?.phase === 'discovery'
            ? encodeCursor({ phase: 'discovery', at: last.at!.getTime(), id: last.id })
            : encodeCursor(cursor);
      return { list: await views(viewerId, found.map((f) => f.id)), next };
    },

    /** One post as the viewer may see it; drafts and scheduled posts only for their creator. */
    async post(viewerId: number | null, postId: number): Promise<PostView> {
      const [view] = await views(viewerId, [postId]);
      if (!view || (view.status !== POST_STATUS.Posted && view.creator.user_id !== viewerId)) throw new AppError('PROFILE_NOT_FOUND');
      return view;
    },

    /** A creator's posted posts, newest first (the profile grid and /user/post_view). */
    async userPosts(viewerId: number | null, userId: number, options: { cursor?: string; limit?: number } = {}): Promise<Page<PostView>> {
      const limit = Math.min(options.limit ?? LIST_PAGE_SIZE, 60);
      const c = options.cursor ? decodeCursor(options.cursor) : { at: null, id: null };
      const rows = await postedIds(and(eq(posts.creatorId, userId), olderThan(c.at, c.id)), limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        list: await views(viewerId, page.map((r) => r.id)),
        next: rows.length > limit && last ? encodeCursor({ phase: 'discovery', at: last.at!.getTime(), id: last.id }) : null,
      };
    },

    /** A profile with its counts; a missing or anonymous user is 30023. */
    async profile(viewerId: number | null, userName: string): Promise<ProfileView> {
      const row = await profileRow(userName);
      if (!row) throw new AppError('PROFILE_NOT_FOUND');
      const [[postCount], [followers], [following], followedRow] = await Promise.all([
        db.select({ n: sql<number>`count(*)::int` }).from(posts).where(and(eq(posts.creatorId, row.id), eq(posts.status, POST_STATUS.Posted))),
        db.select({ n: sql<number>`count(*)::int` }).from(follows).where(eq(follows.creatorId, row.id)),
        db.select({ n: sql<number>`count(*)::int` }).from(follows).where(eq(follows.followerId, row.id)),
        viewerId === null
          ? Promise.resolve([])
          : db.select({ n: follows.creatorId }).from(follows).where(and(eq(follows.followerId, viewerId), eq(follows.creatorId, row.id))),
      ]);
      return {
        user_id: row.id,
        user_name: row.userName,
        nickname: row.nickname,
        portrait: row.portrait,
        bio: row.bio,
        user_role: row.userRole === 1 ? 1 : 0,
        counts: { posts: postCount.n, followers: followers.n, following: following.n },
        followed: followedRow.length > 0,
        own: viewerId === row.id,
      };
    },

    /** Follows a user (idempotent); anyone signed up may be followed, not oneself. */
    async follow(viewerId: number, userId: number, on: boolean): Promise<{ followed: boolean; followers: number }> {
      if (viewerId === userId) throw new AppError('FOLLOW_SELF', undefined, { field: 'user_id' });
      await signedUpUser(userId);
      if (on) await db.insert(follows).values({ followerId: viewerId, creatorId: userId }).onConflictDoNothing();
      else await db.delete(follows).where(and(eq(follows.followerId, viewerId), eq(follows.creatorId, userId)));
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(follows).where(eq(follows.creatorId, userId));
      return { followed: on, followers: count.n };
    },

    /**
     * Who follows `userId` (followers) or whom `userId` follows (following), newest first. The
     * cursor is the last row's (followed at, user id): the time in whole microseconds, as the
     * column keeps it, so rows of the same millisecond (or the same instant) are neither
     * skipped nor repeated.
     */
    async people(userId: number, which: 'followers' | 'following', options: { cursor?: string; limit?: number } = {}): Promise<Page<UserListItem>> {
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
    },

    /** /user/list: creators to discover, by name, newest accounts first. */
    async creators(viewerId: number | null, options: { query?: string; cursor?: number; limit?: number } = {}): Promise<Page<UserListItem>> {
      const limit = Math.min(options.limit ?? LIST_PAGE_SIZE, 100);
      const q = options.query?.trim().replace(/[%_\\]/g, (c) => `\\${c}`);
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(
          and(
            eq(users.userRole, 1),
            eq(users.isAnonymous, false),
            viewerId === null ? undefined : ne(users.id, viewerId),
            q ? or(ilike(users.userName, `%${q}%`), ilike(users.nickname, `%${q}%`)) : undefined,
            options.cursor ? lt(users.id, options.cursor) : undefined,
          ),
        )
        .orderBy(desc(users.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return { list: page.map(asListItem), next: rows.length > limit ? String(page.at(-1)!.user_id) : null };
    },

    /** /user/edit_profile: nickname, user name and bio (already checked against the shared rules). */
    async editProfile(userId: number, fields: { nickname: string; user_name: string; bio: string }) {
      if (await isUserNameTaken(db, fields.user_name, userId)) throw new AppError('USER_NAME_TAKEN', undefined, { field: 'user_name' });
      try {
        await db.update(users).set({ nickname: fields.nickname, userName: fields.user_name, bio: fields.bio }).where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USER_NAME_TAKEN', undefined, { field: 'user_name' });
        throw error;
      }
      return fields;
    },

    /** A read report (post/event): counted once per reader. */
    async read(viewerId: number, postId: number) {
      const [post] = await db.select({ id: posts.id }).from(posts).where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.Posted)));
      if (!post) throw new AppError('PROFILE_NOT_FOUND');
      await db.transaction(async (tx) => {
        const [first] = await tx.insert(postReads).values({ userId: viewerId, postId }).onConflictDoNothing().returning({ postId: postReads.postId });
        if (!first) return;
        await tx
          .insert(postStats)
          .values({ postId, views: 1 })
          .onConflictDoUpdate({ target: postStats.postId, set: { views: sql`${postStats.views} + 1` } });
      });
    },

    async share(postId: number) {
      const [post] = await db.select({ id: posts.id }).from(posts).where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.Posted)));
      if (!post) throw new AppError('PROFILE_NOT_FOUND');
      await db
        .insert(postStats)
        .values({ postId, shares: 1 })
        .onConflictDoUpdate({ target: postStats.postId, set: { shares: sql`${postStats.shares} + 1` } });
    },

    /** Buys a PPV post at its price (once: the money domain keeps one unlock per fan and post). */
    async unlock(viewerId: number, postId: number, idemKey: string): Promise<PostView> {
      const [post] = await db.select().from(posts).where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.Posted)));
      if (!post) throw new AppError('PROFILE_NOT_FOUND');
      if (post.creatorId === viewerId) throw new AppError('UNLOCK_OWN_POST');
      if (!isPaidVisibility(post.visibility) || post.price === null) throw new AppError('POST_NOT_FOR_SALE');
      await unlockPost(db, deps.money, { fanId: viewerId, postId, price: post.price, creatorId: post.creatorId, idemKey });
      const [view] = await views(viewerId, [postId]);
      return view;
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
