/**
 * The media service's post context (ADR 088): how far may this viewer load a media item through
 * /media/p/{postId}/... ? Only as far as that one post is open to them, whatever other posts
 * carry the same item. The item must be in the post (or be the poster of a video in it); only
 * a posted post counts for others (a draft's or a scheduled post's media stay the creator's).
 * The rule itself is postAccess.
 */
import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POST_STATUS, isMembersVisibility, isPaidVisibility } from '../../../common/content';
import type { Database } from '../../db';
import { media, postMedia, posts } from '../../db/schema';
import { isHiddenFrom } from '../moderation/visibility';
import { postAccess } from './access';
import { authorIsActive } from '../standing/rules';
import type { AccessFacts } from './views';

/** Whether `mediaId` is in post `postId`, directly or as the poster of a video it carries. */
async function inPost(db: Database, postId: number, mediaId: number): Promise<boolean> {
  const item = alias(media, 'item');
  const [row] = await db
    .select({ postId: postMedia.postId })
    .from(postMedia)
    .innerJoin(item, eq(item.id, postMedia.mediaId))
    .where(and(eq(postMedia.postId, postId), or(eq(postMedia.mediaId, mediaId), eq(item.posterMediaId, mediaId))))
    .limit(1);
  return Boolean(row);
}

export function postMediaAccess(db: Database, facts: AccessFacts) {
  return {
    /**
     * 'full' when the post is open to the viewer (anonymous: null), 'preview' (the blurred still)
     * when it is posted but locked to them, null when the item is not in it or nobody else may look.
     */
    async grant(postId: number, mediaId: number, viewerId: number | null): Promise<'full' | 'preview' | null> {
      const [post] = await db
        .select({ creatorId: posts.creatorId, visibility: posts.visibility, price: posts.price, status: posts.status })
        .from(posts)
        .where(and(eq(posts.id, postId), authorIsActive(posts.creatorId)));
      if (!post || !(await inPost(db, postId, mediaId))) return null;
      if (viewerId !== null && viewerId === post.creatorId) return 'full';
      if (post.status !== POST_STATUS.Posted) return null;
      if (await isHiddenFrom(db, 'post', postId, viewerId)) return null;
      // Facts are looked up only where the post's visibility makes them matter.
      const signedIn = viewerId !== null;
      const access = postAccess(post, {
        viewerId,
        isMember: signedIn && isMembersVisibility(post.visibility) ? await facts.isMember(viewerId, post.creatorId) : false,
        hasUnlocked: signedIn && isPaidVisibility(post.visibility) ? await facts.hasUnlocked(viewerId, postId) : false,
      });
      return access.locked ? 'preview' : 'full';
    },
  };
}
