/** Staff of the platform (moderators and admins, apart from user_role) and the audit log of what they did. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const staffMembers = pgTable(
  'staff_members',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'moderator' works the queues; 'admin' also manages staff (ADR 090). */
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_members_role_valid', sql`${t.role} in ('moderator', 'admin')`)],
);

/**
 * Append-only: a trigger (migration 0017) refuses UPDATE, DELETE and TRUNCATE, so not even
 * the application can rewrite what staff did. Staff ids are kept without a foreign key: an
 * entry outlives the account it names.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the command line (`npm run staff`), which acts as the machine's operator. */
    staffUserId: bigint('staff_user_id', { mode: 'number' }),
    /** What was done, e.g. 'application.approve', 'document.view', 'user.suspend'. */
    action: text('action').notNull(),
    /** What it was done to: 'user', 'post', 'message', 'application', 'report', 'dmca', 'payout', 'staff'. */
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    /** Why, in the staff member's words (required for refusals, suspensions, takedowns). */
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_log_subject_idx').on(t.subjectType, t.subjectId), index('staff_audit_log_created_idx').on(t.createdAt)],
);
