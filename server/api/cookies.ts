import type { Response } from 'express';
import { COOKIES } from '../../common/constants';
import type { Config } from '../config';

/** The session cookie: httpOnly, SameSite=Lax, Secure in production behind HTTPS. */
export function sessionCookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction && config.TRUST_PROXY, path: '/' };
}

export function setSessionCookie(res: Response, config: Config, token: string, expiresAt: Date) {
  res.cookie(COOKIES.session, token, { ...sessionCookieOptions(config), expires: expiresAt });
}

export function clearSessionCookie(res: Response, config: Config) {
  res.clearCookie(COOKIES.session, sessionCookieOptions(config));
}

/** Logout forgets the session and the referral data the browser carried. */
export function clearIdentityCookies(res: Response, config: Config) {
  clearSessionCookie(res, config);
  res.clearCookie(COOKIES.referral, sessionCookieOptions(config));
}
