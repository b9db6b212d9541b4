/**
 * The feed (issue 5, ADR 042): the viewer's followed creators' posts first, newest first, then
 * everyone else's (discovery), under one keyset cursor; every post goes through loadPostViews,
 * so the access rule decides what each viewer gets.
 */
import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/content';
import type { Database } from '../../db';
import { preparedSql } from '../../db/prepared';
import { follows, posts } from '../../db/schema';
import { AppError } from '../errors';
import { authorIsActive } from '../standing/rules';
import type { MoneyConfig } from '../money';
import { type AccessFacts, type PostView, type ViewRow, loadPostViews, postViewsOf, viewRows, viewsSql } from './views';
import { visitorFeedPage } from './visitor-feed';

export interface FeedDeps {
  db: Database;
  facts: AccessFacts;
  money: MoneyConfig;
}

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

const followedBy = (viewerId: number | Placeholder) =>
  sql`${posts.creatorId} in (select ${follows.creatorId} from ${follows} where ${follows.followerId} = ${viewerId})`;

// The feed's statements are prepared (ADR 114): one per shape (a first page or after a cursor; a
// viewer or not), values as placeholders: viewer, at (ISO time), id, limit.
const after = sql`(p.published_at, p.id) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')})`;
const followedSql = (paged: boolean) => sql`
    select p.id, p.published_at from ${follows} f
    cross join lateral (
      select p.id, p.published_at from ${posts} p
      where p.creator_id = f.creator_id and p.status = ${POST_STATUS.Posted} and ${paged ? after : sql`true`} and ${authorIsActive(sql`p.creator_id`)}
      order by p.published_at desc, p.id desc
      limit ${sql.placeholder('limit')}
    ) p
    where f.follower_id = ${sql.placeholder('viewer')}
    order by p.published_at desc, p.id desc
    limit ${sql.placeholder('limit')}`;
const discoverySql = (viewer: boolean, paged: boolean) => sql`
    select ${posts.id} as id, ${posts.publishedAt} as published_at from ${posts}
    where ${posts.status} = ${POST_STATUS.Posted}
      ${viewer ? sql`and not ${followedBy(sql.placeholder('viewer'))} and ${posts.creatorId} <> ${sql.placeholder('viewer')}` : sql``}
      ${paged ? sql`and (${posts.publishedAt}, ${posts.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')})` : sql``}
      and ${authorIsActive(posts.creatorId)}
    order by ${posts.publishedAt} desc, ${posts.id} desc
    limit ${sql.placeholder('limit')}`;

const idsOf = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({ id: Number(r.id), at: r.published_at === null ? null : new Date(r.published_at as string | Date) }));

export interface Page<T> {
  list: T[];
  next: string | null;
}

/**
 * Posted posts of the creators `viewerId` follows, newest first: one short index scan per
 * followed creator (posts_creator_status_idx), merged. Walking all posts by time and keeping
 * the followed ones reads thousands of index entries when the viewer follows few of many.
 * Each comes with its view (`viewsSql`; null where the viewer may not see it) in the same
 * statement: a signed-in /home's feed is then one statement (ADR 114).
 */
async function followedPosted(db: Database, viewerId: number, cursor: { at: number | null; id: number | null }, limit: number) {
  const paged = cursor.at !== null;
  const statement = preparedSql(
    db,
    paged ? 'feed_followed_views_after' : 'feed_followed_views',
    () => sql`
      select f.id as feed_id, f.published_at as feed_at, v.* from (${followedSql(paged)}) f
      left join lateral (${viewsSql(sql.placeholder('viewer'), sql`${posts.id} = f.id`)}) v on true
      order by f.published_at desc, f.id desc`,
  );
  const at = paged ? new Date(cursor.at!).toISOString() : null;
  const { rows } = await statement.execute({ viewer: viewerId, at, id: cursor.id, limit });
  return rows.map((r) => ({ id: Number(r.feed_id), at: new Date(r.feed_at as string), view: r.id === null ? null : (r as unknown as ViewRow) }));
}

/** Posted posts of the creators `viewerId` does not follow (everyone's for a visitor), newest first. */
async function discoveryIds(db: Database, viewerId: number | null, cursor: { at: number | null; id: number | null }, limit: number) {
  const paged = cursor.at !== null;
  const viewer = viewerId !== null;
  const name = `feed_discovery${viewer ? '_viewer' : ''}${paged ? '_after' : ''}`;
  const statement = preparedSql(db, name, () => discoverySql(viewer, paged));
  const at = paged ? new Date(cursor.at!).toISOString() : null;
  return idsOf((await statement.execute({ viewer: viewerId, at, id: cursor.id, limit })).rows);
}

async function postedIds(db: Database, where: ReturnType<typeof and>, limit: number) {
  return db
    .select({ id: posts.id, at: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.status, POST_STATUS.Posted), where, authorIsActive(posts.creatorId)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
}

/** A page of /home: followed creators' posts, then discovery; `cursor` continues where the last page ended. */
export function feed(deps: FeedDeps, viewerId: number | null, options: { cursor?: string; limit?: number } = {}): Promise<Page<PostView>> {
  const visitorsFirstPage = viewerId === null && options.cursor === undefined && options.limit === undefined;
  return visitorsFirstPage ? visitorFeedPage(deps.db, () => feedPage(deps, null, options)) : feedPage(deps, viewerId, options);
}

async function feedPage({ db, facts }: FeedDeps, viewerId: number | null, options: { cursor?: string; limit?: number }): Promise<Page<PostView>> {
  const limit = Math.min(options.limit ?? FEED_PAGE_SIZE, 30);
  let cursor = decodeCursor(options.cursor);
  const found: { id: number; at: Date | null; phase: FeedCursor['phase'] }[] = [];
  // The views of the followed posts shown come with their ids.
  const known: ViewRow[] = [];
  if (cursor.phase === 'followed' && viewerId !== null) {
    const rows = await followedPosted(db, viewerId, cursor, limit + 1);
    for (const r of rows.slice(0, limit)) {
      found.push({ id: r.id, at: r.at, phase: 'followed' });
      if (r.view) known.push(r.view);
    }
    if (rows.length > limit) {
      const last = found.at(-1)!;
      return {
        list: await postViewsOf(
          facts,
          viewerId,
          known,
          found.map((f) => f.id),
        ),
        next: encodeCursor({ phase: 'followed', at: last.at!.getTime(), id: last.id }),
      };
    }
    cursor = { phase: 'discovery', at: null, id: null };
  } else if (cursor.phase === 'followed') {
    cursor = { phase: 'discovery', at: null, id: null };
  }
  const room = limit - found.length;
  const rows = await discoveryIds(db, viewerId, cursor, room + 1);
  const shown = rows.slice(0, room);
  found.push(...shown.map((r) => ({ ...r, phase: 'discovery' as const })));
  const last = found.at(-1);
  // More to come: after the last discovery post shown, or from the start of discovery when this page ended with followed posts.
  const next =
    rows.length <= room ? null : last?.phase === 'discovery' ? encodeCursor({ phase: 'discovery', at: last.at!.getTime(), id: last.id }) : encodeCursor(cursor);
  const discovered = await viewRows(
    db,
    viewerId,
    shown.map((r) => r.id),
  );
  return {
    list: await postViewsOf(
      facts,
      viewerId,
      [...known, ...discovered],
      found.map((f) => f.id),
    ),
    next,
  };
}

/** One post as the viewer may see it; drafts and scheduled posts only for their creator. */
export async function post({ db, facts }: FeedDeps, viewerId: number | null, postId: number): Promise<PostView> {
  const [view] = await loadPostViews(db, facts, viewerId, [postId]);
  if (!view || (view.status !== POST_STATUS.Posted && view.creator.user_id !== viewerId)) throw new AppError('PROFILE_NOT_FOUND');
  return view;
}

/** A creator's posted posts, newest first (the profile grid and /user/post_view). */
export async function userPosts(
  { db, facts }: FeedDeps,
  viewerId: number | null,
  userId: number,
  options: { cursor?: string; limit?: number } = {},
): Promise<Page<PostView>> {
  const limit = Math.min(options.limit ?? LIST_PAGE_SIZE, 60);
  const c = options.cursor ? decodeCursor(options.cursor) : { at: null, id: null };
  const rows = await postedIds(db, and(eq(posts.creatorId, userId), olderThan(c.at, c.id)), limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    list: await loadPostViews(
      db,
      facts,
      viewerId,
      page.map((r) => r.id),
    ),
    next: rows.length > limit && last ? encodeCursor({ phase: 'discovery', at: last.at!.getTime(), id: last.id }) : null,
  };
}
