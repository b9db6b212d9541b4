/** What a signed-in device does with its session: refresh it, end it, list and revoke the others. */
import { AppError } from '../errors';
import type { CurrentSession } from '../sessions';
import { type Caller, type IdentityDeps, lifetimeOf, type SignedIn, signedIn } from './deps';
import {
  endSession,
  listSessions as sessionsOf,
  needsRefresh,
  refreshIfNeeded as refreshed,
  revokeSession as revoke,
  rotateSession,
  type SessionListItem,
  touchSession as touch,
} from './sessions';

/** POST /api/auth/refresh: rotates a session that ends within 2 days; otherwise the same token. */
export async function refresh(deps: IdentityDeps, caller: Caller, token: string): Promise<SignedIn & { rotated: boolean }> {
  const session = caller.session;
  if (!session) throw new AppError('AUTH_REQUIRED');
  const rotated = session.current && needsRefresh(session.expiresAt) ? await rotateSession(deps.db, session.sessionId, token, lifetimeOf(deps)) : null;
  if (!rotated) return { token, expiresAt: session.expiresAt, user: session.user, rotated: false };
  return { ...(await signedIn(deps, rotated)), rotated: true };
}

/** For the root loader: a rotated token when the session ends within 2 days, else null; `session`: the token's, already looked up. */
export function refreshIfNeeded(deps: IdentityDeps, token: string | undefined, session?: CurrentSession | null) {
  return refreshed(deps.db, token, lifetimeOf(deps), { session });
}

/** Ends the caller's session and tells its sockets ("signout"). */
export async function logout(deps: IdentityDeps, caller: Caller): Promise<void> {
  if (!caller.session) return;
  await endSession(deps.db, caller.session.sessionId);
  deps.signout(caller.session.sessionId);
}

/** The user's sessions, the current one marked. */
export function listSessions(deps: IdentityDeps, userId: number, currentSessionId: number): Promise<SessionListItem[]> {
  return sessionsOf(deps.db, userId, currentSessionId);
}

/** Ends one of the user's sessions and tells its sockets. */
export async function revokeSession(deps: IdentityDeps, userId: number, sessionId: number): Promise<void> {
  await revoke(deps.db, userId, sessionId);
  deps.signout(sessionId);
}

/** Marks the session seen (at most every few minutes; identity/sessions.ts). */
export function touchSession(deps: IdentityDeps, sessionId: number, lastSeenAt?: Date) {
  return touch(deps.db, sessionId, lastSeenAt);
}
