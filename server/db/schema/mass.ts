/** Mass messages and their recipients' to-do list (issue 7). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A creator's message to an audience, sent by a job in batches. status: common/mass.ts MASS_STATUS. */
export const massMessages = pgTable(
  'mass_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    body: text('body').notNull().default(''),
    /** The creator's own media ids, in order. */
    mediaIds: jsonb('media_ids').$type<number[]>().notNull().default([]),
    /** Coins to unlock it, or null for a free message. */
    price: integer('price'),
    status: smallint('status').notNull().default(1),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Recipients chosen when sending starts; sent and failed as they are delivered. */
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mass_messages_status_valid', sql`${t.status} in (1, 2, 3, 4)`),
    index('mass_messages_creator_idx').on(t.creatorId, t.id),
    index('mass_messages_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 1`),
    index('mass_messages_sending_idx')
      .on(t.id)
      .where(sql`${t.status} = 2`),
  ],
);

/** One row per recipient, written when sending starts: the job's to-do list, safe to resume. */
export const massRecipients = pgTable(
  'mass_recipients',
  {
    massId: bigint('mass_id', { mode: 'number' })
      .notNull()
      .references(() => massMessages.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A lease: a worker that died mid-batch leaves rows another may take after it expires. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The catalogue code when this recipient could not be reached (blocked, gone...). */
    errorCode: integer('error_code'),
  },
  (t) => [
    primaryKey({ columns: [t.massId, t.userId] }),
    index('mass_recipients_todo_idx')
      .on(t.massId)
      .where(sql`${t.doneAt} is null`),
  ],
);
