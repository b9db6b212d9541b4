/**
 * How a post looks to one viewer (issue 5): the shape the feed, profiles, /post and the
 * composer's lists all send. Locked media carry only their blurred preview URL.
 */
import type { PostMediaView, PostView } from '../../../common/content';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { HiddenInfo } from '../../../common/moderation';
import type { Database } from '../../db';
import { hiddenContent, media, postMedia, posts, users } from '../../db/schema';
import { preparedSql } from '../../db/prepared';
import { isMembersVisibility, isPaidVisibility } from '../../../common/content';
import { postMediaPath } from '../../../common/media';
import { postVisibleTo } from '../moderation/visibility';
import { postAccess } from './access';
import { authorIsActive } from '../standing/rules';
export type { PostMediaView, PostView };

/** Where a post's media are served: each URL names the post, and the route opens it only as far as the post is open (ADR 088). */
export const mediaUrls = {
  /** Images: append `/w_{width},h_{height}` (common/media.ts variantOf). */
  image: (postId: number, mediaId: number) => postMediaPath(postId, mediaId),
  video: (postId: number, mediaId: number) => `${postMediaPath(postId, mediaId)}/video`,
  /** A small, heavily blurred still: all a viewer without access gets. */
  preview: (postId: number, mediaId: number) => `${postMediaPath(postId, mediaId)}/preview`,
};

/** Membership and unlock facts come from the money domain; wired in services. */
export interface AccessFacts {
  isMember(viewerId: number, creatorId: number): Promise<boolean>;
  hasUnlocked(viewerId: number, postId: number): Promise<boolean>;
  /** The ids among `postIds` the viewer bought, in one lookup (optional; else hasUnlocked per post). */
  unlockedAmong?(viewerId: number, postIds: number[]): Promise<number[]>;
}

// Drizzle's driver hands a raw statement's times as PostgreSQL's text; drizzle itself reads them with new Date too.
const seconds = (d: Date | string | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);

/**
 * The posts, their creators, media and (for their author) why moderation hid them, in one
 * prepared statement: the feed's four statements, each built by drizzle on every call, were a
 * large share of a page's CPU (ADR 114). Media come as JSON arrays
 * [id, kind, width, height, duration_ms, poster_media_id] in their order, each read by its key
 * (a join there had PGlite, without statistics, hash the whole media table once per post).
 */
export const viewsSql = (viewer: Placeholder | null, which: SQL = sql`${posts.id} = any(${sql.placeholder('ids')}::bigint[])`) => sql`
  select ${posts.id} as id, ${posts.creatorId} as creator_id, ${posts.status} as status, ${posts.visibility} as visibility,
    ${posts.price} as price, ${posts.caption} as caption, ${posts.scheduledAt} as scheduled_at, ${posts.publishedAt} as published_at,
    ${posts.createdAt} as created_at, ${users.userName} as user_name, ${users.nickname} as nickname, ${users.portrait} as portrait,
    (select json_agg((select json_build_array(m.id, m.kind, m.width, m.height, m.duration_ms, m.poster_media_id) from ${media} m where m.id = pm.media_id) order by pm.position)
      from ${postMedia} pm where pm.post_id = ${posts.id}) as media,
    ${viewer === null ? sql`null as hidden_kind, null as hidden_reason, null as hidden_at, null as hidden_notice` : sql`h.kind as hidden_kind, h.reason as hidden_reason, h.hidden_at as hidden_at, h.notice_id as hidden_notice`}
  from ${posts}
  join ${users} on ${users.id} = ${posts.creatorId}
  ${viewer === null ? sql`` : sql`left join ${hiddenContent} h on h.subject_type = 'post' and h.subject_id = ${posts.id} and h.author_id = ${viewer}`}
  where ${which} and ${authorIsActive(posts.creatorId)} and ${postVisibleTo(viewer)}`;

/** A row of `viewsSql`. */
export interface ViewRow {
  id: string;
  creator_id: string;
  status: number;
  visibility: number;
  price: number | null;
  caption: string;
  scheduled_at: string | null;
  published_at: string | null;
  created_at: string;
  user_name: string;
  nickname: string;
  portrait: string;
  media: [number, number, number | null, number | null, number | null, number | null][] | null;
  hidden_kind: string | null;
  hidden_reason: string | null;
  hidden_at: string | null;
  hidden_notice: string | null;
}

/** The posts with these ids as `viewerId` sees them, in the order of `postIds` (missing ids are skipped). */
export async function loadPostViews(db: Database, facts: AccessFacts, viewerId: number | null, postIds: number[]): Promise<PostView[]> {
  return postViewsOf(facts, viewerId, await viewRows(db, viewerId, postIds), postIds);
}

/** The rows of `viewsSql` for these ids, in no order. */
export async function viewRows(db: Database, viewerId: number | null, postIds: number[]): Promise<ViewRow[]> {
  if (postIds.length === 0) return [];
  const statement =
    viewerId === null
      ? preparedSql(db, 'post_views_anonymous', () => viewsSql(null))
      : preparedSql(db, 'post_views', () => viewsSql(sql.placeholder('viewer')));
  return (await statement.execute({ ids: postIds, viewer: viewerId })).rows as unknown as ViewRow[];
}

const postOf = (r: ViewRow) => ({ id: Number(r.id), creatorId: Number(r.creator_id), visibility: r.visibility, price: r.price });

/** Rows of `viewsSql` as `viewerId` sees them, in the order of `postIds`. */
export async function postViewsOf(facts: AccessFacts, viewerId: number | null, rows: ViewRow[], postIds: number[]): Promise<PostView[]> {
  // Facts are looked up only where they can matter: memberships once per creator of a members post, unlocks of sold posts.
  const others = viewerId === null ? [] : rows.map(postOf).filter((p) => p.creatorId !== viewerId);
  const memberOf = new Map<number, boolean>();
  const unlocked = new Set<number>();
  if (viewerId !== null) {
    const creators = [...new Set(others.filter((p) => isMembersVisibility(p.visibility)).map((p) => p.creatorId))];
    const sold = others.filter((p) => isPaidVisibility(p.visibility)).map((p) => p.id);
    await Promise.all([
      ...creators.map(async (c) => memberOf.set(c, await facts.isMember(viewerId, c))),
      (async () => {
        const ids = facts.unlockedAmong
          ? await facts.unlockedAmong(viewerId, sold)
          : await Promise.all(sold.map(async (id) => ((await facts.hasUnlocked(viewerId, id)) ? id : null)));
        for (const id of ids) if (id !== null) unlocked.add(id);
      })(),
    ]);
  }

  const views = rows.map((row): PostView => {
    const post = postOf(row);
    const access = postAccess(post, { viewerId, isMember: memberOf.get(post.creatorId) ?? false, hasUnlocked: unlocked.has(post.id) });
    const view: PostView = {
      post_id: post.id,
      creator: { user_id: post.creatorId, user_name: row.user_name, nickname: row.nickname, portrait: row.portrait },
      caption: row.caption,
      visibility: row.visibility,
      price: row.price,
      status: row.status,
      scheduled_at: seconds(row.scheduled_at),
      published_at: seconds(row.published_at),
      created_at: seconds(row.created_at)!,
      access,
      media: (row.media ?? []).map(([id, kind, width, height, durationMs, posterId]) => ({
        media_id: id,
        kind: kind as 1 | 2,
        width,
        height,
        duration_ms: durationMs,
        locked: access.locked,
        url: access.locked ? null : kind === 2 ? mediaUrls.video(post.id, id) : mediaUrls.image(post.id, id),
        poster_url: access.locked || !posterId ? null : mediaUrls.image(post.id, posterId),
        preview_url: mediaUrls.preview(post.id, id),
      })),
    };
    // Only the author's own view has a hidden_content row joined (the statement's condition).
    if (row.hidden_kind !== null)
      view.hidden = {
        kind: row.hidden_kind as HiddenInfo['kind'],
        reason: row.hidden_reason!,
        hidden_at: new Date(row.hidden_at!).toISOString(),
        notice_id: row.hidden_notice === null ? null : Number(row.hidden_notice),
      };
    return view;
  });
  const order = new Map(postIds.map((id, i) => [id, i]));
  return views.sort((a, b) => order.get(a.post_id)! - order.get(b.post_id)!);
}
