import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize } from 'cookie';
import { COOKIES } from '../../common/constants';
import type { Config } from '../config';
import { isHttps } from './proxy';

type CookieConfig = Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>;

/**
 * The session cookie's name in force for this request: over HTTPS `__Host-antk` (the browser then
 * insists on Secure, Path=/ and no Domain, so no sibling subdomain or plain-http page can set or
 * shadow it); over plain HTTP (a development machine) `__antk`. Only the name in force is read (ADR 086).
 */
export function sessionCookieName(req: IncomingMessage, config: CookieConfig): string {
  return isHttps(req, config) ? COOKIES.sessionHttps : COOKIES.session;
}

/** The session token the request's cookie carries, under the name in force. */
export function sessionCookieOf(req: IncomingMessage, config: CookieConfig): string | undefined {
  return parseCookies(req.headers.cookie ?? '')[sessionCookieName(req, config)];
}

/** The options of our httpOnly cookies: SameSite=Lax, Path=/, no Domain, Secure over HTTPS. */
export function sessionCookieOptions(config: CookieConfig, req: IncomingMessage) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: isHttps(req, config), path: '/' };
}

// On Node's response, so the API (served without Express, ADR 078) and Express's routes set them alike.
export function setSessionCookie(res: ServerResponse, config: CookieConfig, token: string, expiresAt: Date) {
  res.appendHeader('Set-Cookie', serialize(sessionCookieName(res.req, config), token, { ...sessionCookieOptions(config, res.req), expires: expiresAt }));
}

function clearCookie(res: ServerResponse, config: CookieConfig, name: string) {
  res.appendHeader('Set-Cookie', serialize(name, '', { ...sessionCookieOptions(config, res.req), expires: new Date(1) }));
}

export function clearSessionCookie(res: ServerResponse, config: CookieConfig) {
  clearCookie(res, config, sessionCookieName(res.req, config));
}

/** Logout forgets the session and the referral data the browser carried. */
export function clearIdentityCookies(res: ServerResponse, config: CookieConfig) {
  clearSessionCookie(res, config);
  clearCookie(res, config, COOKIES.referral);
}
