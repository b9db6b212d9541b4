/** Users, their sessions and sign-in, and who blocked whom. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull().unique(),
    nickname: text('nickname').notNull().default(''),
    portrait: text('portrait').notNull().default(''),
    /** The profile's cover image URL ('' for none; user_covers says which image, ADR 097). */
    cover: text('cover').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** The UTS #39 skeletons of the nickname and the user name (ADR 135): unique among creators. */
    nicknameSkeleton: text('nickname_skeleton'),
    userNameSkeleton: text('user_name_skeleton'),
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
    // Two creators cannot hold look-alike names (ADR 135).
    uniqueIndex('users_creator_nickname_skeleton_idx')
      .on(t.nicknameSkeleton)
      .where(sql`${t.userRole} = 1`),
    uniqueIndex('users_creator_user_name_skeleton_idx')
      .on(t.userNameSkeleton)
      .where(sql`${t.userRole} = 1`),
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

/** The slots of the sliding-window rate limits (domain/limits, ADR 086; `window_start` is a slot's start), shared by every process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Addresses whose code sign-in is locked after too many wrong codes (ADR 086). A new lock replaces
 * an ended one; the owner is told once per lock (the statement that starts it sends the notice).
 */
export const signInLocks = pgTable('sign_in_locks', {
  /** Lower-cased, as codes are kept. */
  email: text('email').primaryKey(),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

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
