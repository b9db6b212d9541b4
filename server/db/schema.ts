/**
 * The database schema (drizzle). Migrations in ./migrations are generated from it with
 * `npm run db:generate` and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull().unique(),
    nickname: text('nickname').notNull().default(''),
    portrait: text('portrait').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** 0 non-creator (viewer), 1 creator (host). */
    userRole: smallint('user_role').notNull().default(0),
    /** Anonymous visitors get an account of their own until they sign up. */
    isAnonymous: boolean('is_anonymous').notNull().default(true),
    email: text('email').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role_valid', sql`${t.userRole} in (0, 1)`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Unread counters of spec section 3 (TC chat, TN notifications, SC chat from spenders), kept per user. */
export const unreadCounters = pgTable(
  'unread_counters',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tc: integer('tc').notNull().default(0),
    tn: integer('tn').notNull().default(0),
    sc: integer('sc').notNull().default(0),
  },
  (t) => [check('unread_counters_non_negative', sql`${t.tc} >= 0 and ${t.tn} >= 0 and ${t.sc} >= 0`)],
);

/** System setting flags of spec section 3 (CT, OC, AP, SL), editable by the operator. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
