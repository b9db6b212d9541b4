/** Posts, their media, reads and stats, follows and paid unlocks (issue 5). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { media } from './media';
import { ledgerTransactions } from './money';

/** A creator's post. status: 1 draft, 2 scheduled, 3 posted (common/content.ts POST_STATUS). */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    /** 1 Everyone, 2 PPV, 3 Members, 4 Members and PPV. */
    visibility: smallint('visibility').notNull().default(1),
    /** Coins, for PPV and Members and PPV. */
    price: integer('price'),
    caption: text('caption').notNull().default(''),
    /** When a scheduled post goes out. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('posts_status_valid', sql`${t.status} in (1, 2, 3)`),
    check('posts_visibility_valid', sql`${t.visibility} in (1, 2, 3, 4)`),
    check('posts_price_valid', sql`${t.price} is null or ${t.price} between 1 and 10000`),
    check('posts_scheduled_has_time', sql`${t.status} <> 2 or ${t.scheduledAt} is not null`),
    check('posts_posted_has_time', sql`${t.status} <> 3 or ${t.publishedAt} is not null`),
    // A creator's posts, newest first (profile grid, drafts, schedule).
    index('posts_creator_status_idx').on(t.creatorId, t.status, t.publishedAt, t.id),
    // Discovery: every posted post, newest first.
    index('posts_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} = 3`),
    // The scheduler's queue.
    index('posts_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 2`),
  ],
);

/** The media of a post, in order. */
export const postMedia = pgTable(
  'post_media',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index('post_media_media_idx').on(t.mediaId)],
);

/** Who follows whom. */
export const follows = pgTable(
  'follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.creatorId] }),
    index('follows_creator_idx').on(t.creatorId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.creatorId}`),
  ],
);

/** A post read report (post/event): once per reader and post. */
export const postReads = pgTable(
  'post_reads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/** Counts shown on a post: distinct readers and shares. */
export const postStats = pgTable('post_stats', {
  postId: bigint('post_id', { mode: 'number' })
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  shares: integer('shares').notNull().default(0),
});

/** A fan's paid unlock of a PPV post, written in the same transaction as its payment. post_id: the content server's posts. */
export const postUnlocks = pgTable(
  'post_unlocks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
