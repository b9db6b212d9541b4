/** Account standing set by staff (ADR 094): suspended (until a date, or open-ended) or banned. No row: active. */
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const accountStatuses = pgTable(
  'account_statuses',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'active' (restored), 'suspended' or 'banned'. */
    status: text('status').notNull(),
    /** The staff member's reason, shown to staff; the user sees only the status and its end. */
    reason: text('reason').notNull(),
    /** A suspension's end (null: until restored); always null for active and banned. */
    until: timestamp('until', { withTimezone: true }),
    changedBy: bigint('changed_by', { mode: 'number' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_statuses_status_valid', sql`${t.status} in ('active', 'suspended', 'banned')`),
    check('account_statuses_until_only_suspended', sql`${t.until} is null or ${t.status} = 'suspended'`),
  ],
);
