/** Membership offers, memberships and their charges (issue 6, ADR 053). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerTransactions } from './money';

/** A creator's membership offer: the monthly price in whole dollars (1..1000). */
export const membershipSettings = pgTable(
  'membership_settings',
  {
    creatorId: bigint('creator_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceDollars: integer('price_dollars').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('membership_settings_price_valid', sql`${t.priceDollars} between 1 and 1000`)],
);

/**
 * A fan's membership of a creator. state: active (renews; after a failed renewal it stays
 * active until paid_until + 7 days), cancelled (auto renew off: access until paid_until),
 * expired (no access; a new join makes a new row). At most one row that is not expired per pair.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fanId: bigint('fan_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('active'),
    /** The price at join, in dollars, and in coins per period; renewals charge the same. */
    priceDollars: integer('price_dollars').notNull(),
    coins: integer('coins').notNull(),
    /** The paid period number: 1 at join, +1 per renewal (the renewal idempotency key uses it). */
    period: integer('period').notNull().default(1),
    /** End of the paid period: "Renews on" / "Expires on". */
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    /** Set when a renewal failed: access lasts until then (paid_until + 7 days). */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** The renewal job's claim: another process skips the row until then. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A failed renewal is retried from this time on. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    check('memberships_state_valid', sql`${t.state} in ('active', 'cancelled', 'expired')`),
    check('memberships_not_self', sql`${t.fanId} <> ${t.creatorId}`),
    uniqueIndex('memberships_live_pair_idx')
      .on(t.fanId, t.creatorId)
      .where(sql`${t.state} <> 'expired'`),
    index('memberships_creator_idx').on(t.creatorId, t.state),
    index('memberships_fan_idx').on(t.fanId, t.id),
    // The renewal job's queue.
    index('memberships_due_idx')
      .on(t.paidUntil)
      .where(sql`${t.state} <> 'expired'`),
  ],
);

/** One charge of a membership: type 1 SUBSCRIBE (the join) or 2 RENEWAL; one per (membership, period). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    membershipId: bigint('membership_id', { mode: 'number' })
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    period: integer('period').notNull(),
    priceDollars: integer('price_dollars').notNull(),
    coins: integer('coins').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('subscriptions_type_valid', sql`${t.type} in (1, 2)`), uniqueIndex('subscriptions_period_idx').on(t.membershipId, t.period)],
);
