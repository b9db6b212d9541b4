/**
 * The media service's "post" reason (issue 5): may this viewer load the bytes of a media item
 * because of the posts that carry it? Only posted posts count (a draft's or a scheduled post's
 * media stay the owner's); a video's poster goes with its video. The rule itself is postAccess.
 */
import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POST_STATUS } from '../../../common/content';
import type { Database } from '../../db';
import { media, postMedia, posts } from '../../db/schema';
import { postAccess } from './access';
import type { AccessFacts } from './views';

/** The posted posts carrying `mediaId` (directly, or as the poster of a video they carry). */
async function postedPostsWith(db: Database, mediaId: number) {
  const item = alias(media, 'item');
  return db
    .selectDistinct({ id: posts.id, creatorId: posts.creatorId, visibility: posts.visibility, price: posts.price })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .innerJoin(item, eq(item.id, postMedia.mediaId))
    .where(and(eq(posts.status, POST_STATUS.Posted), or(eq(postMedia.mediaId, mediaId), eq(item.posterMediaId, mediaId))));
}

export function postMediaAccess(db: Database, facts: AccessFacts) {
  return {
    /** Whether some posted post carrying the item is open to the viewer (anonymous: null). */
    async canView(mediaId: number, viewerId: number | null): Promise<boolean> {
      for (const post of await postedPostsWith(db, mediaId)) {
        const mine = viewerId !== null && viewerId === post.creatorId;
        const access = postAccess(post, {
          viewerId,
          isMember: !mine && viewerId !== null ? await facts.isMember(viewerId, post.creatorId) : false,
          hasUnlocked: !mine && viewerId !== null ? await facts.hasUnlocked(viewerId, post.id) : false,
        });
        if (!access.locked) return true;
      }
      return false;
    },
    /** Whether a blurred preview may be shown to anyone: the item is in a posted post. */
    async inPostedPost(mediaId: number): Promise<boolean> {
      return (await postedPostsWith(db, mediaId)).length > 0;
    },
  };
}
