/** What readers do with a post: read it (counted once), share it, buy it (PPV). */
import { and, eq, sql } from 'drizzle-orm';
import { POST_STATUS, isPaidVisibility } from '../../../common/content';
import { postReads, postStats, posts } from '../../db/schema';
import { AppError } from '../errors';
import { unlockPost } from '../money';
import type { FeedDeps } from './feed-pages';
import { type AccessFacts, type PostView, loadPostViews } from './views';

/** A read report (post/event): counted once per reader. */
export async function read({ db }: FeedDeps, viewerId: number, postId: number) {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.Posted)));
  if (!post) throw new AppError('PROFILE_NOT_FOUND');
  await db.transaction(async (tx) => {
    const [first] = await tx.insert(postReads).values({ userId: viewerId, postId }).onConflictDoNothing().returning({ postId: postReads.postId });
    if (!first) return;
    await tx
      .insert(postStats)
      .values({ postId, views: 1 })
      .onConflictDoUpdate({ target: postStats.postId, set: { views: sql`${postStats.views} + 1` } });
  });
}

export async function share({ db }: FeedDeps, postId: number) {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.Posted)));
  if (!post) throw new AppError('PROFILE_NOT_FOUND');
  await db
    .insert(postStats)
    .values({ postId, shares: 1 })
    .onConflictDoUpdate({ target: postStats.postId, set: { shares: sql`${postStats.shares} + 1` } });
}

/** Buys a PPV post at its price (once: the money domain keeps one unlock per fan and post). */
export async function unlock(deps: FeedDeps, viewerId: number, postId: number, idemKey: string): Promise<PostView> {
  const { db, facts } = deps;
  const [post] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, POST_STATUS.Posted)));
  if (!post) throw new AppError('PROFILE_NOT_FOUND');
  if (post.creatorId === viewerId) throw new AppError('UNLOCK_OWN_POST');
  if (!isPaidVisibility(post.visibility) || post.price === null) throw new AppError('POST_NOT_FOR_SALE');
  await unlockPost(db, deps.money, { fanId: viewerId, postId, price: post.price, creatorId: post.creatorId, idemKey });
  // The post is the viewer's now (just bought, or before): its view says so without reading the unlock back.
  const bought: AccessFacts = { ...facts, unlockedAmong: async () => [postId] };
  const [view] = await loadPostViews(db, bought, viewerId, [postId]);
  return view;
}
