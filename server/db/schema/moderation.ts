/**
 * Moderation (issue 19 points 3 and 4, ADR 092): reports of users, posts and chat messages,
 * content hidden by staff (never deleted), DMCA notices and the creators' counter-notices.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A post or a chat message hidden by moderation: gone for everyone but its author, who sees the
 * reason. Restoring deletes the row (the audit log keeps the history). kind: 'report' | 'dmca'.
 */
export const hiddenContent = pgTable(
  'hidden_content',
  {
    /** 'post' | 'message'. */
    subjectType: text('subject_type').notNull(),
    /** The post's or message's id (no foreign key: one table for both; a deleted post leaves a harmless row). */
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** The author, so their own view can tell the reason without a join. */
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Shown to the author. */
    reason: text('reason').notNull(),
    /** The DMCA notice of a takedown. */
    noticeId: bigint('notice_id', { mode: 'number' }),
    hiddenBy: bigint('hidden_by', { mode: 'number' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId] }),
    index('hidden_content_notice_idx').on(t.noticeId, t.authorId),
    check('hidden_content_kind_valid', sql`${t.kind} in ('report', 'dmca')`),
    check('hidden_content_subject_valid', sql`${t.subjectType} in ('post', 'message')`),
  ],
);

/** One reporter's report of one target. status: 'open' until staff decide the target's case. */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'user' | 'post' | 'message'. */
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The user the target belongs to (the user, the post's creator, the message's sender). */
    targetUserId: bigint('target_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** common/moderation.ts REPORT_REASONS. */
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    /** 'open' | 'hidden' | 'dismissed' | 'actioned'. */
    status: text('status').notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Duplicates fold: one open report per reporter and target.
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    check('reports_target_type_valid', sql`${t.targetType} in ('user', 'post', 'message')`),
    check('reports_status_valid', sql`${t.status} in ('open', 'hidden', 'dismissed', 'actioned')`),
  ],
);

/** A DMCA notice from the public form. status: 'received' | 'taken_down' | 'rejected'. */
export const dmcaNotices = pgTable(
  'dmca_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimantName: text('claimant_name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    originalWork: text('original_work').notNull(),
    /** The infringing URLs as sent, one per line. */
    urls: text('urls').notNull(),
    /** The posts those URLs resolve to. */
    postIds: jsonb('post_ids').$type<number[]>().notNull(),
    goodFaith: boolean('good_faith').notNull(),
    accurate: boolean('accurate').notNull(),
    signature: text('signature').notNull(),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dmca_notices_status_valid', sql`${t.status} in ('received', 'taken_down', 'rejected')`),
    check('dmca_notices_statements', sql`${t.goodFaith} and ${t.accurate}`),
  ],
);

/** A creator's counter-notice to a takedown of their posts. status: 'received' | 'restored'. */
export const dmcaCounterNotices = pgTable(
  'dmca_counter_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => dmcaNotices.id, { onDelete: 'cascade' }),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull(),
    consent: boolean('consent').notNull(),
    signature: text('signature').notNull(),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dmca_counter_once_idx').on(t.noticeId, t.creatorId),
    check('dmca_counter_status_valid', sql`${t.status} in ('received', 'restored')`),
    check('dmca_counter_consent', sql`${t.consent}`),
  ],
);
