/**
 * The installable app's reports (issue 24, ADR 111): how the app was opened, common_report's
 * free payloads, and the user/report snapshot (one row per user and day, so a report a minute
 * does not grow the table).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** One open_app_report: open_source 1 the installed app, 2 a browser tab. */
export const appOpens = pgTable(
  'app_opens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openSource: smallint('open_source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('app_opens_user_idx').on(t.userId, t.openSource),
    index('app_opens_created_idx').on(t.createdAt),
    check('app_opens_source_valid', sql`${t.openSource} in (1, 2)`),
  ],
);

/** One common_report: the action and its known fields (user_open_mode, creator_verify, install_prompt, ...). */
export const commonReports = pgTable(
  'common_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    type: text('type'),
    openMode: smallint('open_mode'),
    devicePlatform: smallint('device_platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('common_reports_action_idx').on(t.action, t.createdAt), index('common_reports_user_idx').on(t.userId, t.action)],
);

/** user/report: what the client showed of its user, the day's latest report and how many came. */
export const userReports = pgTable(
  'user_reports',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    userRole: smallint('user_role').notNull(),
    portrait: text('portrait').notNull(),
    userName: text('user_name').notNull(),
    nickname: text('nickname').notNull(),
    bio: text('bio').notNull(),
    reports: integer('reports').notNull().default(1),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('user_reports_day_idx').on(t.day)],
);
