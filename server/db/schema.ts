/**
 * The database schema (drizzle). Migrations in ./migrations are generated from it with
 * `npm run db:generate` and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** Lower-cased; set only once the address is verified (a code, or a verified OIDC email) and the sign-up complete. */
    email: text('email').unique(),
    /** YYYY-MM-DD; null until sign-up is complete (anonymous visitors, new Google users). */
    birthday: date('birthday', { mode: 'string' }),
    /** When the user confirmed being 18+ in the adult popup (spec section 5). */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    /** The user's own code for /ref/{code} links; made when the sign-up completes. */
    referrerCode: text('referrer_code').unique(),
    /** Who brought this user (a /ref/{code} link or an email link's sender), recorded at sign-up. */
    referredBy: bigint('referred_by', { mode: 'number' }).references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The traffic source (an email link's template) the user arrived with. */
    trafficSource: text('traffic_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_valid', sql`${t.userRole} in (0, 1)`),
    // User names are unique regardless of case.
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
  ],
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
    /** The browser that signed in, shown in the sessions list of /user/account. */
    userAgent: text('user_agent').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Refresh gives the session a new token; the one before keeps working for a short grace
     * (SESSION_ROTATION_GRACE_SECONDS after rotated_at) so requests already in flight don't fail.
     */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_previous_token_idx').on(t.previousTokenHash)],
);

/** Emailed sign-in codes: only an HMAC of the code is kept; single use, short-lived, few attempts. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt)],
);

/** Fixed-window counters of the sign-in rate limits, shared by every process through the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Accounts at an OpenID Connect provider (Google) linked to a user, by issuer and subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The provider's email when it says it is verified, lower-cased. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/** Secrets the server makes itself on first start, so every process (and every restart) agrees. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

// --- chat (issue 7) ---

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

// --- money (issue 6) ---

/**
 * Ledger accounts (ADR 050). User accounts: `wallet` (a fan's coins) and `earnings` (a
 * creator's share); system accounts (user_id null): `platform` (fees), `provider` (coins
 * issued against card payments) and `payout_clearing`. Only system accounts may go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    /** Integer coins. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_kind_valid', sql`${t.kind} in ('wallet', 'earnings', 'platform', 'provider', 'payout_clearing')`),
    check('ledger_accounts_owner', sql`(${t.userId} is null) = (${t.kind} in ('platform', 'provider', 'payout_clearing'))`),
    // The last line of defence: the conditional update is the rule, this makes a bug fail loudly.
    check('ledger_accounts_user_non_negative', sql`${t.userId} is null or ${t.balance} >= 0`),
    uniqueIndex('ledger_accounts_user_kind_idx').on(t.userId, t.kind).where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_system_kind_idx').on(t.kind).where(sql`${t.userId} is null`),
  ],
);

/** One money movement (a purchase, a gift, a tip...): its entries sum to zero. Keyed by (user, idempotency key). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** purchase, tip, gift, flirt, unlock... */
    kind: text('kind').notNull(),
    /** Who asked for it (whose idempotency key it is). */
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idemKey: text('idem_key').notNull(),
    /** Hash of the parameters: the same key with other parameters is refused (409). */
    paramsHash: text('params_hash').notNull(),
    /** Card money of a purchase, integer cents (0 for coin movements). */
    cents: integer('cents').notNull().default(0),
    /** The answer given the first time, returned again on a retry. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_idem_idx').on(t.userId, t.idemKey), index('ledger_transactions_user_idx').on(t.userId, t.id)],
);

/** Signed amounts in integer coins: negative leaves an account, positive enters it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entries_non_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
  ],
);

/** Who blocked whom (minimal, issue 6): a blocked pair cannot pay each other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** A fan's paid unlock of a PPV post, written in the same transaction as its payment. post_id: the content server's posts. */
export const postUnlocks = pgTable(
  'post_unlocks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

// --- content (issue 5) ---

/** An upload in progress: chunks live in storage under uploads/{id}/; the row goes when the upload completes or fails. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    declaredType: text('declared_type').notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One upload per owner and file: a second init resumes it.
  (t) => [uniqueIndex('media_uploads_owner_hash_idx').on(t.ownerId, t.contentHash, t.size)],
);

/** A stored image or video (the vault). The same file is stored once per owner. */
export const media = pgTable(
  'media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 image, 2 video. */
    kind: smallint('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentHash: text('content_hash').notNull(),
    fileName: text('file_name').notNull(),
    /** Storage key of the original bytes. */
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    posterMediaId: bigint('poster_media_id', { mode: 'number' }).references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_kind_valid', sql`${t.kind} in (1, 2)`),
    uniqueIndex('media_owner_hash_idx').on(t.ownerId, t.contentHash, t.size),
    index('media_owner_list_idx').on(t.ownerId, t.id),
  ],
);

// --- posts, follows, notifications (issue 5 data model; shared by posts, feed, memberships and notifications) ---

/** A creator's post. status: 1 draft, 2 scheduled, 3 posted (common/content.ts POST_STATUS). */
export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    /** 1 Everyone, 2 PPV, 3 Members, 4 Members and PPV. */
    visibility: smallint('visibility').notNull().default(1),
    /** Coins, for PPV and Members and PPV. */
    price: integer('price'),
    caption: text('caption').notNull().default(''),
    /** When a scheduled post goes out. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('posts_status_valid', sql`${t.status} in (1, 2, 3)`),
    check('posts_visibility_valid', sql`${t.visibility} in (1, 2, 3, 4)`),
    check('posts_price_valid', sql`${t.price} is null or ${t.price} between 1 and 10000`),
    check('posts_scheduled_has_time', sql`${t.status} <> 2 or ${t.scheduledAt} is not null`),
    check('posts_posted_has_time', sql`${t.status} <> 3 or ${t.publishedAt} is not null`),
    // A creator's posts, newest first (profile grid, drafts, schedule).
    index('posts_creator_status_idx').on(t.creatorId, t.status, t.publishedAt, t.id),
    // Discovery: every posted post, newest first.
    index('posts_published_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 3`),
    // The scheduler's queue.
    index('posts_scheduled_idx').on(t.scheduledAt).where(sql`${t.status} = 2`),
  ],
);

/** The media of a post, in order. */
export const postMedia = pgTable(
  'post_media',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] }), index('post_media_media_idx').on(t.mediaId)],
);

/** Who follows whom. */
export const follows = pgTable(
  'follows',
  {
    followerId: bigint('follower_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.creatorId] }),
    index('follows_creator_idx').on(t.creatorId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.creatorId}`),
  ],
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
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

// --- portraits (issue 5, media pipeline: ADR 043) ---

/**
 * The image a user's portrait is made from. A portrait is public (anyone may load it), so the
 * media access check asks this table; users.portrait holds the URL clients load.
 */
export const userPortraits = pgTable(
  'user_portraits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_portraits_media_idx').on(t.mediaId)],
);

// --- mass messages (issue 7) ---

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
    index('mass_messages_due_idx').on(t.scheduledAt).where(sql`${t.status} = 1`),
    index('mass_messages_sending_idx').on(t.id).where(sql`${t.status} = 2`),
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
  (t) => [primaryKey({ columns: [t.massId, t.userId] }), index('mass_recipients_todo_idx').on(t.massId).where(sql`${t.doneAt} is null`)],
);

// --- chat paid messages, allowance and blocks (issue 7, items 2-3; ADR 071) ---

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

// --- feed and profiles (issue 5) ---

/** A post read report (post/event): once per reader and post. */
export const postReads = pgTable(
  'post_reads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/** Counts shown on a post: distinct readers and shares. */
export const postStats = pgTable('post_stats', {
  postId: bigint('post_id', { mode: 'number' })
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  shares: integer('shares').notNull().default(0),
});

// --- payouts (issue 6, ADR 052) ---

/** A creator's payout methods: one per kind (saving it again replaces it), one of them the default. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** paypal, ach, usdt, payoneer. */
    kind: text('kind').notNull(),
    /** The validated form fields (common/payouts.ts), what the rail needs to pay. */
    details: jsonb('details').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_methods_kind_valid', sql`${t.kind} in ('paypal', 'ach', 'usdt', 'payoneer')`),
    uniqueIndex('payout_methods_user_kind_idx').on(t.userId, t.kind),
    uniqueIndex('payout_methods_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * One payout: requested (earnings moved to payout_clearing) -> processing (claimed by the job,
 * sent to the rail) -> paid (clearing retired to provider) or failed (clearing back to earnings).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The ledger movement earnings -> payout_clearing that reserved the money. */
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** Integer cents requested (coins * COIN_PRICE_CENTS), the fee, and what the creator receives. */
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    coins: bigint('coins', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    /** The method as it was when requested. */
    destination: jsonb('destination').notNull(),
    status: text('status').notNull().default('requested'),
    rail: text('rail'),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payouts_status_valid', sql`${t.status} in ('requested', 'processing', 'paid', 'failed')`),
    check('payouts_amounts_valid', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.feeCents} < ${t.amountCents}`),
    index('payouts_user_idx').on(t.userId, t.id),
    index('payouts_open_idx').on(t.status, t.id).where(sql`${t.status} in ('requested', 'processing')`),
  ],
);

/** Tax settings of a creator, kept minimal: no full tax id. */
export const payoutTaxSettings = pgTable('payout_tax_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  country: text('country').notNull(),
  /** W-9 or W-8BEN. */
  taxForm: text('tax_form').notNull(),
  taxIdLast4: text('tax_id_last4').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- memberships (issue 6, ADR 053) ---

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
    uniqueIndex('memberships_live_pair_idx').on(t.fanId, t.creatorId).where(sql`${t.state} <> 'expired'`),
    index('memberships_creator_idx').on(t.creatorId, t.state),
    index('memberships_fan_idx').on(t.fanId, t.id),
    // The renewal job's queue.
    index('memberships_due_idx').on(t.paidUntil).where(sql`${t.state} <> 'expired'`),
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

// --- notifications: email settings and web push devices (issue 7 items 4 and 6, ADR 072) ---

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

// ---- Money: saved cards (issue 6, ADR 051) ----

/**
 * A card saved with the payment provider: only the provider's token (and customer), brand,
 * last four digits and expiry are kept; never the number or the CVC.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sandbox or stripe: a token only works with the provider that made it. */
    provider: text('provider').notNull(),
    /** The provider's reusable payment method id. */
    token: text('token').notNull(),
    /** The provider's customer the token is attached to (Stripe), if any. */
    customer: text('customer'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_cards_last4_valid', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_valid', sql`${t.expMonth} between 1 and 12`),
    uniqueIndex('saved_cards_provider_token_idx').on(t.provider, t.token),
    index('saved_cards_user_idx').on(t.userId, t.id),
  ],
);
