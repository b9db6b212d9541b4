/**
 * Scheduled posts go out on time (issue 5, ADR 041). One atomic UPDATE ... RETURNING moves due
 * posts from Scheduled to Posted: when several server processes run it at once, PostgreSQL
 * locks each row and re-checks `status = 2` for the waiting one, so a post is published once.
 * Nothing is kept in memory, so a crash between turns loses nothing: the next turn takes it.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/content';
import type { Database } from '../../db';
import { posts } from '../../db/schema';
import { forgetVisitorFeed } from './visitor-feed';

/** Posts published per turn at most (the rest go in the next turn). */
export const SCHEDULER_BATCH = 500;

export function createPostScheduler({ db, onPublished }: { db: Database; onPublished?: (postIds: number[]) => Promise<void> | void }) {
  return {
    /** Publishes every scheduled post due at `now`; returns their ids. */
    async runOnce(now: Date = new Date()): Promise<number[]> {
      const due = db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.status, POST_STATUS.Scheduled), lte(posts.scheduledAt, now)))
        .orderBy(posts.scheduledAt)
        .limit(SCHEDULER_BATCH);
      const published = await db
        .update(posts)
        .set({ status: POST_STATUS.Posted, publishedAt: sql`${posts.scheduledAt}`, updatedAt: now })
        .where(and(inArray(posts.id, due), eq(posts.status, POST_STATUS.Scheduled), lte(posts.scheduledAt, now)))
        .returning({ id: posts.id });
      const ids = published.map((p) => p.id);
      if (ids.length > 0) {
        forgetVisitorFeed(db);
        await onPublished?.(ids);
      }
      return ids;
    },
  };
}

export type PostScheduler = ReturnType<typeof createPostScheduler>;
