/**
 * How a post looks to one viewer (issue 5): the shape the feed, profiles, /post and the
 * composer's lists all send. Locked media carry only their blurred preview URL.
 */
import type { PostMediaView, PostView } from '../../../common/content';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { media, postMedia, posts, users } from '../../db/schema';
import { isMembersVisibility, isPaidVisibility } from '../../../common/content';
import { postMediaPath } from '../../../common/media';
import { hiddenInfo, postVisibleTo } from '../moderation/visibility';
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

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The posts with these ids as `viewerId` sees them, in the order of `postIds` (missing ids are skipped). */
export async function loadPostViews(db: Database, facts: AccessFacts, viewerId: number | null, postIds: number[]): Promise<PostView[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ post: posts, creator: { user_id: users.id, user_name: users.userName, nickname: users.nickname, portrait: users.portrait } })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(and(inArray(posts.id, postIds), authorIsActive(posts.creatorId), postVisibleTo(viewerId)));
  const items = await db
    .select({ postId: postMedia.postId, m: media })
    .from(postMedia)
    .innerJoin(media, eq(media.id, postMedia.mediaId))
    .where(and(inArray(postMedia.postId, postIds)))
    .orderBy(asc(postMedia.postId), asc(postMedia.position));
  const byPost = new Map<number, (typeof items)[number]['m'][]>();
  for (const { postId, m } of items) byPost.set(postId, [...(byPost.get(postId) ?? []), m]);

  // Facts are looked up only where they can matter: memberships once per creator of a members post, unlocks of sold posts.
  const others = viewerId === null ? [] : rows.map((r) => r.post).filter((p) => p.creatorId !== viewerId);
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

  const views = rows.map(({ post, creator }): PostView => {
    const access = postAccess(post, { viewerId, isMember: memberOf.get(post.creatorId) ?? false, hasUnlocked: unlocked.has(post.id) });
    return {
      post_id: post.id,
      creator,
      caption: post.caption,
      visibility: post.visibility,
      price: post.price,
      status: post.status,
      scheduled_at: seconds(post.scheduledAt),
      published_at: seconds(post.publishedAt),
      created_at: seconds(post.createdAt)!,
      access,
      media: (byPost.get(post.id) ?? []).map((m) => ({
        media_id: m.id,
        kind: m.kind as 1 | 2,
        width: m.width,
        height: m.height,
        duration_ms: m.durationMs,
        locked: access.locked,
        url: access.locked ? null : m.kind === 2 ? mediaUrls.video(post.id, m.id) : mediaUrls.image(post.id, m.id),
        poster_url: access.locked || !m.posterMediaId ? null : mediaUrls.image(post.id, m.posterMediaId),
        preview_url: mediaUrls.preview(post.id, m.id),
      })),
    };
  });
  const hidden = await hiddenInfo(db, 'post', viewerId, postIds);
  for (const view of views) if (hidden.has(view.post_id)) view.hidden = hidden.get(view.post_id);
  const order = new Map(postIds.map((id, i) => [id, i]));
  return views.sort((a, b) => order.get(a.post_id)! - order.get(b.post_id)!);
}
