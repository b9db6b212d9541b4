/** Notifications, the unread counters (TC, TN, SC), email preferences and events, web push devices. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

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

/** Clicks on email links reported by fapi/core/notify/email/event/report/ (event_type 2 is a click). */
export const emailEvents = pgTable(
  'email_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    template: text('template').notNull(),
    /** The user the email was sent to (`s` of the link). */
    userId: bigint('user_id', { mode: 'number' }),
    eventType: smallint('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_events_user_idx').on(t.userId, t.createdAt)],
);

/** A user's notifications (/notifications, TN). notify_type: spec section 3 (26, 27, 28; 5, 8, 10 chat). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifyType: smallint('notify_type').notNull(),
    /** {title, summary, ...}: what the list and the banner show. */
    content: jsonb('content').notNull(),
    link: text('link'),
    /** Makes a repeated event (a job retried after a crash) one notification. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_dedupe_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A user's email notification choice per category (common/notifications EMAIL_CATEGORIES); no row = subscribed. */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** Browsers that receive web pushes: one PushSubscription per device id, owned by the user who reported it last. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull().unique(),
    installationId: text('installation_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_devices_user_idx').on(t.userId)],
);
