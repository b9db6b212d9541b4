/** Paid one-to-one video calls (issue 21, ADR 099): a creator's call setting and each call. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CallHours } from '../../../common/calls';
import { messages } from './chat';
import { users } from './identity';
import { ledgerTransactions } from './money';

/** A creator's calls: on or off, the price per minute, the minutes held before ringing, when they take calls. */
export const callSettings = pgTable(
  'call_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** Coins per minute; 0: free calls. */
    pricePerMinute: integer('price_per_minute').notNull().default(0),
    minTime: integer('min_time').notNull().default(1),
    /** null: any time. */
    hours: jsonb('hours').$type<CallHours | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('call_settings_price_valid', sql`${t.pricePerMinute} >= 0`), check('call_settings_min_time_valid', sql`${t.minTime} between 1 and 60`)],
);

/**
 * One call. Times come from the calls clock (domain/calls/clock.ts), never the database's, so a
 * test can move it. The price and min_time are copied from the setting when it rang.
 */
export const calls = pgTable(
  'calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    callerId: bigint('caller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: bigint('callee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The fan: always pays. */
    payerId: bigint('payer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creator: earns the share. */
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The caller's idempotency key: a retried invite finds this call. */
    idemKey: text('idem_key').notNull(),
    pricePerMinute: integer('price_per_minute').notNull(),
    minTime: integer('min_time').notNull(),
    state: text('state').notNull(),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When each side reported its media flowing; the call connects when both have. */
    callerConnectedAt: timestamp('caller_connected_at', { withTimezone: true }),
    calleeConnectedAt: timestamp('callee_connected_at', { withTimezone: true }),
    /** The last job turn that saw a member in the call's room. */
    lastAliveAt: timestamp('last_alive_at', { withTimezone: true }),
    minutesCharged: integer('minutes_charged').notNull().default(0),
    coinsCharged: integer('coins_charged').notNull().default(0),
    /** The payer's view last said low_balance (call_state is emitted when it turns on). */
    lowBalance: boolean('low_balance').notNull().default(false),
    /** The hold of min_time minutes (null for free and busy calls). */
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** The callee's session that answered (a retry from it is not "answered elsewhere"). */
    acceptedSessionId: bigint('accepted_session_id', { mode: 'number' }),
    /** The ended call is recorded in the pair's conversation (once, even if that message is later deleted). */
    recorded: boolean('recorded').notNull().default(false),
    /** The conversation's record of the ended call. */
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('calls_state_valid', sql`${t.state} in ('ringing', 'accepted', 'connected', 'ended')`),
    check(
      'calls_end_reason_valid',
      sql`(${t.state} = 'ended') = (${t.endReason} is not null) and (${t.endReason} is null or ${t.endReason} in ('declined', 'missed', 'cancelled', 'busy', 'hung_up', 'no_coins', 'failed'))`,
    ),
    check('calls_charged_non_negative', sql`${t.minutesCharged} >= 0 and ${t.coinsCharged} >= 0`),
    uniqueIndex('calls_caller_idem_idx').on(t.callerId, t.idemKey),
    // "Busy" and the ringing list: a user's live calls, on either side.
    index('calls_callee_live_idx')
      .on(t.calleeId)
      .where(sql`${t.state} <> 'ended'`),
    index('calls_caller_live_idx')
      .on(t.callerId)
      .where(sql`${t.state} <> 'ended'`),
    // The job: every live call, and ended calls not yet recorded in their conversation.
    index('calls_live_idx')
      .on(t.state, t.createdAt)
      .where(sql`${t.state} <> 'ended'`),
    index('calls_unrecorded_idx')
      .on(t.endedAt)
      .where(sql`${t.state} = 'ended' and not ${t.recorded}`),
    index('calls_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
  ],
);
