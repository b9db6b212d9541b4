/**
 * Sessions: opaque random tokens, stored only as their SHA-256 hash, 60 days at most.
 * (Sign-in flows that create them belong to the identity work; this is the lookup every
 * request needs.)
 */
import type { SessionUser } from '../../common/identity';
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_MAX_AGE_SECONDS, SESSION_ROTATION_GRACE_SECONDS } from '../../common/constants';
import type { Database } from '../db';
import { adultSettings, sessions, staffMembers, users } from '../db/schema';
import { isStaffRole, type StaffRole } from '../../common/staff';
import { prepared } from '../db/prepared';
import { authorIsActive } from './standing/rules';
export type { SessionUser };

export interface CurrentSession {
  sessionId: number;
  expiresAt: Date;
  /** False when the token is the one a refresh replaced (still inside its grace). */
  current: boolean;
  /** When the session was last marked seen (identity/sessions.ts touchSession). */
  lastSeenAt: Date;
  user: SessionUser;
  /** The user's staff role (ADR 090), or null: kept off SessionUser, which pages receive. */
  staffRole: StaffRole | null;
  /**
   * The user's "blur explicit media" (adult-settings.ts), read with the session: every signed-in
   * page's root loader needs it, and a statement of its own was a quarter of PGlite's work on /home (ADR 114).
   */
  blurMedia: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * A request's session token not looked up yet, for a statement that checks it in place
 * (`liveSessionSql`; the chat send, ADR 076). Null from the statement means: look it up.
 */
export interface UncheckedSession {
  token: string;
}

/** The values `liveSessionSql`'s placeholders take for a token (hash, graceStart, now); null for no usable token. */
export function sessionParams(token: string | undefined, now = new Date()): { hash: string; graceStart: Date; now: Date } | null {
  if (!token || token.length > 200) return null;
  return { hash: hashToken(token), graceStart: new Date(now.getTime() - SESSION_ROTATION_GRACE_SECONDS * 1000), now };
}

/**
 * SQL: the sessions row is live for the token (placeholders hash, graceStart, now): its current
 * token, or the one a refresh just replaced within the grace (requests already on their way), unexpired.
 */
export const liveSessionSql = (): SQL =>
  and(
    or(
      eq(sessions.tokenHash, sql.placeholder('hash')),
      and(eq(sessions.previousTokenHash, sql.placeholder('hash')), gt(sessions.rotatedAt, sql.placeholder('graceStart'))),
    ),
    gt(sessions.expiresAt, sql.placeholder('now')),
  )!;

/** The live session of a token (see `liveSessionSql`), or null when it is unknown or expired. */
export async function findSession(db: Database, token: string | undefined, now = new Date()): Promise<CurrentSession | null> {
  const params = sessionParams(token, now);
  if (!params) return null;
  const { hash } = params;
  const [row] = await prepared(db, 'find_session', (d) =>
    d
      // Only what a request uses: every request reads this, and each column is parsed (dates most).
      .select({
        session: { id: sessions.id, tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
        user: {
          id: users.id,
          userName: users.userName,
          nickname: users.nickname,
          portrait: users.portrait,
          bio: users.bio,
          userRole: users.userRole,
          isAnonymous: users.isAnonymous,
          referrerCode: users.referrerCode,
        },
        staffRole: staffMembers.role,
        blurMedia: adultSettings.blurMedia,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(staffMembers, eq(staffMembers.userId, sessions.userId))
      .leftJoin(adultSettings, eq(adultSettings.userId, sessions.userId))
      .where(and(liveSessionSql(), authorIsActive(users.id)))
      .prepare('find_session'),
  ).execute(params);
  if (!row) return null;
  const { user } = row;
  return {
    sessionId: row.session.id,
    expiresAt: row.session.expiresAt,
    current: row.session.tokenHash === hash,
    lastSeenAt: row.session.lastSeenAt,
    user: {
      user_id: user.id,
      user_name: user.userName,
      nickname: user.nickname,
      portrait: user.portrait,
      bio: user.bio,
      user_role: user.userRole === 1 ? 1 : 0,
      is_anonymous: user.isAnonymous,
      referrer_code: user.referrerCode,
    },
    staffRole: isStaffRole(row.staffRole) ? row.staffRole : null,
    // No row: the default, as getAdultSettings answers.
    blurMedia: row.blurMedia ?? false,
  };
}
