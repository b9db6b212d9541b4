/**
 * Starting, rotating, listing and ending sessions. A sign-in always makes a new token and
 * ends the device's previous session (no session fixation); refresh rotates within 2 days
 * of expiry (spec section 4) and the old token stops working at once. However often it is
 * refreshed, a session ends `lifetimeSeconds` after its sign-in (SESSION_MAX_LIFETIME_DAYS, ADR 086).
 */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { SESSION_MAX_AGE_SECONDS, SESSION_REFRESH_THRESHOLD_SECONDS } from '../../../common/constants';
import type { Database, Tx } from '../../db';
import { sessions } from '../../db/schema';
import { AppError } from '../errors';
import { type CurrentSession, findSession, hashToken } from '../sessions';

export interface IssuedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/** The end of a new or refreshed term: 60 days on, but never past the session's absolute end. */
const termEnd = (now: Date, createdAt: Date, lifetimeSeconds: number) =>
  new Date(Math.min(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000, createdAt.getTime() + lifetimeSeconds * 1000));

async function insertSession(db: Database | Tx, userId: number, userAgent: string, lifetimeSeconds: number, now: Date): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = termEnd(now, now, lifetimeSeconds);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent.slice(0, 300), createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id, expiresAt };
}

/** A new session for `userId`; the session this device had before (if any) ends with it. */
export async function startSession(
  db: Database,
  userId: number,
  options: { userAgent?: string; replaces?: number | null; lifetimeSeconds?: number },
  now = new Date(),
): Promise<IssuedSession> {
  return db.transaction(async (tx) => {
    if (options.replaces) await tx.delete(sessions).where(eq(sessions.id, options.replaces));
    return insertSession(tx, userId, options.userAgent ?? '', options.lifetimeSeconds ?? SESSION_MAX_AGE_SECONDS, now);
  });
}

/**
 * Gives the session a new token and a new 60-day term, cut at its absolute end (created_at +
 * lifetime). Only the holder of the current token rotates, and only once: of concurrent
 * refreshes one wins, the others get null (their browser receives the winner's cookie). The old
 * token keeps a short grace (see findSession). A term that would not end later than the current
 * one (the session is near its absolute end) is no reason to rotate: null, and the session ends then.
 */
export async function rotateSession(
  db: Database,
  sessionId: number,
  currentToken: string,
  lifetimeSeconds: number,
  now = new Date(),
): Promise<IssuedSession | null> {
  const token = randomBytes(32).toString('base64url');
  const newEnd = sql`least(${new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString()}::timestamptz, ${sessions.createdAt} + make_interval(secs => ${lifetimeSeconds}))`;
  const [row] = await db
    .update(sessions)
    .set({ tokenHash: hashToken(token), previousTokenHash: sessions.tokenHash, rotatedAt: now, expiresAt: newEnd })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.tokenHash, hashToken(currentToken)), gt(sessions.expiresAt, now), sql`${newEnd} > ${sessions.expiresAt}`),
    )
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row ? { token, sessionId: row.id, expiresAt: row.expiresAt } : null;
}

export function needsRefresh(expiresAt: Date, now = new Date()): boolean {
  return expiresAt.getTime() - now.getTime() <= SESSION_REFRESH_THRESHOLD_SECONDS * 1000;
}

/**
 * For the root loader: a rotated token when the session expires within 2 days, else null.
 * `session`: the token's session as the request already looked it up (ADR 107: read once per request).
 */
export async function refreshIfNeeded(
  db: Database,
  token: string | undefined,
  lifetimeSeconds: number,
  options: { session?: CurrentSession | null; now?: Date } = {},
): Promise<IssuedSession | null> {
  const now = options.now ?? new Date();
  const session = options.session === undefined ? await findSession(db, token, now) : options.session;
  if (!session?.current || !needsRefresh(session.expiresAt, now)) return null;
  return rotateSession(db, session.sessionId, token!, lifetimeSeconds, now);
}

export async function endSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export interface SessionListItem {
  id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: string;
  current: boolean;
}

/** The user's live sessions, latest seen first; `currentSessionId` is the one asking. */
export async function listSessions(db: Database, userId: number, currentSessionId: number, now = new Date()): Promise<SessionListItem[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    user_agent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions; another user's session is "not found". */
export async function revokeSession(db: Database, userId: number, sessionId: number): Promise<void> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (!row) throw new AppError('SESSION_NOT_FOUND');
}

/**
 * Marks the session as seen, at most once every 5 minutes: no statement at all when the session
 * read for this request was seen lately, else one conditional update.
 */
export async function touchSession(db: Database, sessionId: number, lastSeenAt?: Date, now = new Date()): Promise<void> {
  if (lastSeenAt && lastSeenAt.getTime() >= now.getTime() - 300_000) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(now.getTime() - 300_000))));
}
