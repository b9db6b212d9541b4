/**
 * Anonymous visitors (spec section 4): a visitor who is not logged in gets an anonymous
 * account. When both the anonymous-user cookie (x-fm-ut = 3 with the user id in x-fm-ui) and
 * the stored `anUser` exist, that account is restored; otherwise a new one is created.
 * Search-engine bots get none (the caller checks, and so does the server).
 */
import { COOKIES, USER_TYPE } from '../../../common/constants';
import { api } from '../../lib/api';
import { clearCookie, readCookie, writeCookie } from '../../lib/cookies';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage';

export interface AnonymousUser {
  token: string;
  user_id: number;
}

export function storedAnonymousUser(raw: string | null): AnonymousUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AnonymousUser>;
    return typeof value.token === 'string' && Number.isSafeInteger(value.user_id) ? { token: value.token, user_id: value.user_id! } : null;
  } catch {
    return null;
  }
}

/** The token to restore with: only when the cookie and the stored user agree. */
export function restorableToken(stored: AnonymousUser | null, cookie: { userType?: string; userId?: string }): string | undefined {
  if (!stored || cookie.userType !== String(USER_TYPE.anonymous)) return undefined;
  return cookie.userId === String(stored.user_id) ? stored.token : undefined;
}

/** x-fm-ui and x-fm-ut follow the signed-in user (the server's session cookie is httpOnly). */
export function writeIdentityCookies(user: { user_id: number; is_anonymous: boolean } | null): void {
  if (!user) return;
  writeCookie(COOKIES.userId, String(user.user_id));
  writeCookie(COOKIES.userType, String(user.is_anonymous ? USER_TYPE.anonymous : USER_TYPE.loggedIn));
}

export function clearIdentityCookies(): void {
  clearCookie(COOKIES.userId);
  clearCookie(COOKIES.userType);
}

let pending: Promise<void> | null = null;

/** Creates or restores the visitor's anonymous account (once at a time); the session cookie comes with the answer. */
export function ensureAnonymousUser(): Promise<void> {
  pending ??= (async () => {
    const token = restorableToken(storedAnonymousUser(readLocal(STORAGE_KEYS.anonymousUser)), {
      userType: readCookie(COOKIES.userType),
      userId: readCookie(COOKIES.userId),
    });
    const data = await api().call('auth.signup_anonymous', token ? { token } : {}, { silent: true });
    writeLocal(STORAGE_KEYS.anonymousUser, JSON.stringify({ token: data.token, user_id: data.user_id }));
    writeIdentityCookies({ user_id: data.user_id, is_anonymous: true });
  })().finally(() => {
    pending = null;
  });
  return pending;
}
