/**
 * What the server hands to Remix loaders and actions: the domain services (in-process,
 * the same ones the REST API calls), the verified session, the CSP nonce, the session
 * refresh, the request's cookies and the server's log (with the request id).
 */
import type { CookieOptions, Request, Response } from 'express';
import type { Logger } from 'pino';
import { parse as parseCookies } from 'cookie';
import type { Services } from './services';
import { sessionCookieOptions, setSessionCookie } from './http/cookies';
import { publicConfig, type PublicConfig } from './config';
import type { CurrentSession } from './domain/sessions';
import { log } from './log';

export interface AppCookies {
  get(name: string): string | undefined;
  /** httpOnly and SameSite=Lax like the session cookie; `maxAgeMs` omitted: a browser-session cookie. */
  set(name: string, value: string, options?: { maxAgeMs?: number }): void;
  clear(name: string): void;
}

// A type, not an interface: Remix's AppLoadContext needs the implicit index signature.
export type AppContext = {
  services: Services;
  session: CurrentSession | null;
  /** The client's address (ctx.ip: behind TRUST_PROXY the forwarded one), for the blocked-location rule. */
  ip: string;
  cspNonce: string;
  publicEnv: PublicConfig;
  /**
   * Rotates the session cookie when the session ends within 2 days (spec section 4). The root
   * loader calls it on load and on each navigation; however many loaders of one request call
   * it, the token is rotated once.
   */
  refreshSession(): Promise<void>;
  cookies: AppCookies;
  /** The server's log, each line carrying this request's id. */
  log: Logger;
};

export function createLoadContext(req: Request, res: Response, services: Services): AppContext {
  const { config } = services;
  const jar = parseCookies(req.headers.cookie ?? '');
  const base: CookieOptions = sessionCookieOptions(config, req);
  let refreshed: Promise<void> | undefined;
  return {
    services,
    session: req.ctx.session,
    ip: req.ctx.ip,
    cspNonce: res.locals.cspNonce,
    publicEnv: publicConfig(config),
    log: log.child({ reqId: req.ctx.requestId }),
    refreshSession: () =>
      (refreshed ??= services.identity.refreshIfNeeded(req.ctx.token, req.ctx.session).then((issued) => {
        if (issued) setSessionCookie(res, config, issued.token, issued.expiresAt);
      })),
    cookies: {
      get: (name) => jar[name],
      set: (name, value, options = {}) => {
        jar[name] = value;
        res.cookie(name, value, options.maxAgeMs === undefined ? base : { ...base, maxAge: options.maxAgeMs });
      },
      clear: (name) => {
        delete jar[name];
        res.clearCookie(name, base);
      },
    },
  };
}

declare module '@remix-run/node' {
  interface AppLoadContext extends AppContext {}
}
declare module '@remix-run/server-runtime' {
  interface AppLoadContext extends AppContext {}
}
