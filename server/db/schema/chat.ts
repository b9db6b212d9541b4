/** Conversations, messages and what a paid or media message carries (issue 7, ADR 071). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { media } from './media';
import { ledgerTransactions } from './money';

/** A conversation between two users (user_a < user_b), with the clock of its last message. */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userA: bigint('user_a', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: bigint('user_b', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Microseconds; strictly increasing per conversation (the row lock orders its messages). */
    lastTimetoken: bigint('last_timetoken', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_pair_idx').on(t.userA, t.userB), check('conversations_pair_ordered', sql`${t.userA} < ${t.userB}`)],
);

/** Each participant's view of a conversation: unread count, mute, and the list order. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: bigint('peer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    /** Unread messages whose sender has spent on this user (they count in SC). */
    unreadSpent: integer('unread_spent').notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    lastTimetoken: bigint('last_timetoken', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_list_idx').on(t.userId, t.lastTimetoken),
    check('conversation_members_unread_non_negative', sql`${t.unread} >= 0 and ${t.unreadSpent} >= 0`),
  ],
);

/** Chat messages: written before they are emitted; `client_id` makes a resend from the offline outbox a no-op. */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    msgType: smallint('msg_type').notNull(),
    body: text('body').notNull().default(''),
    hasSpent: boolean('has_spent').notNull().default(false),
    timetoken: bigint('timetoken', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_timetoken_idx').on(t.conversationId, t.timetoken),
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
  ],
);

/** What a paid or media message carries beyond its text: its price in coins (0 free). One row per priced/media message. */
export const messagePayloads = pgTable(
  'message_payloads',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    price: integer('price').notNull().default(0),
  },
  (t) => [check('message_payloads_price_non_negative', sql`${t.price} >= 0`)],
);

/** Media attached to a chat message (the sender's own vault items), in order. */
export const messageMedia = pgTable(
  'message_media',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] }), index('message_media_media_idx').on(t.mediaId)],
);

/** A recipient's paid unlock of a chat message, written in its payment's transaction; the key makes it once. */
export const messageUnlocks = pgTable(
  'message_unlocks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/** A creator's chat settings (/setting/paid_message): price per message past the free allowance of non-members. */
export const chatSettings = pgTable(
  'chat_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: integer('price').notNull().default(0),
    freeMessages: integer('free_messages').notNull().default(3),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_settings_values_non_negative', sql`${t.price} >= 0 and ${t.freeMessages} >= 0`)],
);
