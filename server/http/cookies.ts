import type { ServerResponse } from 'node:http';
import { serialize } from 'cookie';
import { COOKIES } from '../../common/constants';
import type { Config } from '../config';

/** The session cookie: httpOnly, SameSite=Lax, Secure in production behind HTTPS. */
export function sessionCookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction && config.TRUST_PROXY, path: '/' };
}

// On Node's response, so the API (served without Express, ADR 078) and Express's routes set them alike.
export function setSessionCookie(res: ServerResponse, config: Config, token: string, expiresAt: Date) {
  res.appendHeader('Set-Cookie', serialize(COOKIES.session, token, { ...sessionCookieOptions(config), expires: expiresAt }));
}

function clearCookie(res: ServerResponse, config: Config, name: string) {
  res.appendHeader('Set-Cookie', serialize(name, '', { ...sessionCookieOptions(config), expires: new Date(1) }));
}

export function clearSessionCookie(res: ServerResponse, config: Config) {
  clearCookie(res, config, COOKIES.session);
}

/** Logout forgets the session and the referral data the browser carried. */
export function clearIdentityCookies(res: ServerResponse, config: Config) {
  clearSessionCookie(res, config);
  clearCookie(res, config, COOKIES.referral);
}
