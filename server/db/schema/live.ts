/**
 * Live streaming (issue 22, ADR 102): each live, who may be in it, its chat, and which ledger
 * movements were made in it. Times come from the lives' clock (the calls clock, domain/calls/clock.ts),
 * never the database's, so a test can move it.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerTransactions } from './money';

export const lives = pgTable(
  'lives',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    state: text('state').notNull(),
    endReason: text('end_reason'),
    /** Coins; 0: free entry. */
    ticketPrice: integer('ticket_price').notNull().default(0),
    priceChanges: integer('price_changes').notNull().default(0),
    kicks: integer('kicks').notNull().default(0),
    chatMuted: boolean('chat_muted').notNull().default(false),
    shares: integer('shares').notNull().default(0),
    /** The creator's stream is up (publish answered); false before it and while the creator is lost. */
    publishing: boolean('publishing').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The creator's stream went away at this time: the live ends LIVE_GRACE_SECONDS later unless it comes back. */
    creatorLostAt: timestamp('creator_lost_at', { withTimezone: true }),
    /** Followers were told it starts in 3 minutes (notification type 28), once. */
    soonNotified: boolean('soon_notified').notNull().default(false),
    /** Epoch ms when the last queued toy level ends: the next tip's level starts then (or now, if later). */
    toyUntilMs: bigint('toy_until_ms', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('lives_state_valid', sql`${t.state} in ('scheduled', 'running', 'ended')`),
    check(
      'lives_end_reason_valid',
      sql`(${t.state} = 'ended') = (${t.endReason} is not null) and (${t.endReason} is null or ${t.endReason} in ('ended', 'creator_lost', 'cancelled'))`,
    ),
    check('lives_counts_valid', sql`${t.ticketPrice} >= 0 and ${t.priceChanges} >= 0 and ${t.kicks} >= 0 and ${t.shares} >= 0`),
    // One running live per creator: starting a second one fails on this index (LIVE_ALREADY_RUNNING).
    uniqueIndex('lives_one_running_idx')
      .on(t.creatorId)
      .where(sql`${t.state} = 'running'`),
    index('lives_creator_idx').on(t.creatorId, t.state),
    // The job: scheduled lives by start time, running ones whose creator is lost.
    index('lives_open_idx')
      .on(t.state, t.startsAt)
      .where(sql`${t.state} <> 'ended'`),
  ],
);

/** A user's standing in one live: how they may enter (entry), their current session, kicked for good. */
export const liveViewers = pgTable(
  'live_viewers',
  {
    liveId: bigint('live_id', { mode: 'number' })
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** free, member, granted, ticket; null: no access recorded yet (kicked before entering). */
    entry: text('entry'),
    /** The session (identity's session id) whose socket is in the room; another one replaces it. */
    sessionId: bigint('session_id', { mode: 'number' }),
    kicked: boolean('kicked').notNull().default(false),
    /** First entered the room (null: granted or bought a ticket, not yet in): the summary's viewers. */
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.liveId, t.userId] }),
    check('live_viewers_entry_valid', sql`${t.entry} is null or ${t.entry} in ('free', 'member', 'granted', 'ticket')`),
  ],
);

export const liveChat = pgTable(
  'live_chat',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    liveId: bigint('live_id', { mode: 'number' })
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_chat_live_idx').on(t.liveId, t.id)],
);

/**
 * The ledger movements made in a live (tickets, gifts, tips), written in the movement's own
 * transaction: the gifters ranking and the summary's coins read the ledger's entries through it.
 */
export const livePayments = pgTable(
  'live_payments',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    liveId: bigint('live_id', { mode: 'number' })
      .notNull()
      .references(() => lives.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
  },
  (t) => [check('live_payments_kind_valid', sql`${t.kind} in ('ticket', 'gift', 'tip')`), index('live_payments_live_idx').on(t.liveId, t.kind)],
);
