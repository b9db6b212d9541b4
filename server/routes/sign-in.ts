/**
 * The Google (OpenID Connect) sign-in redirects: pages, not JSON endpoints, so Express serves
 * them (the API's pipeline answers everything under /api, ADR 080).
 */
import { type Request, type Response, Router } from 'express';
import { parse as parseCookies } from 'cookie';
import { ERRORS } from '../../common/errors';
import { safeRedirectPath } from '../../common/identity';
import { AppError } from '../domain/errors';
import { redirectUriOf } from '../domain/identity/oidc';
import { callerOf } from '../http/caller';
import { sessionCookieOptions, setSessionCookie } from '../http/cookies';
import { toAppError } from '../http/errors';
import { sendError } from '../http/json';
import { log } from '../log';
import type { Services } from '../services';

/** The short-lived cookie that carries state, nonce, PKCE verifier and redirect to the callback. */
export const OIDC_COOKIE = '__oidc';

export function signInRoutes(services: Services): Router {
  const router = Router();
  const { config, identity } = services;
  const cookieOptions = (req: Request) => sessionCookieOptions(config, req);
  const origin = (req: Request) => `${req.protocol}://${req.get('host')}`;
  const fail = (req: Request, res: Response, error: unknown) => sendError(res, toAppError(error, req.ctx.requestId));

  /** /login/oauth links here: remember state, nonce, verifier and the way back; go to the provider. */
  router.get('/login/oauth/start', async (req, res) => {
    try {
      const redirect = safeRedirectPath(req.query.redirect);
      const started = await identity.oidcStart(callerOf(req, req.ctx), redirectUriOf(config, origin(req)), redirect);
      res.cookie(OIDC_COOKIE, started.sealed, { ...cookieOptions(req), maxAge: 600_000 });
      res.set('Cache-Control', 'no-store').redirect(302, started.url);
    } catch (error) {
      fail(req, res, error);
    }
  });

  /**
   * The provider's return address. /google_login/ is a Remix page too: only a request with
   * `code` or `error` is a callback; anything else renders the page.
   */
  router.get('/google_login/', async (req, res, next) => {
    if (req.query.code === undefined && req.query.error === undefined) return next();
    const sealed = parseCookies(req.headers.cookie ?? '')[OIDC_COOKIE];
    res.clearCookie(OIDC_COOKIE, cookieOptions(req));
    res.set('Cache-Control', 'no-store');
    try {
      if (req.query.error !== undefined) throw new AppError('OAUTH_FAILED');
      const search = new URL(req.originalUrl, 'http://x').search;
      const signed = await identity.oidcFinish(callerOf(req, req.ctx), redirectUriOf(config, origin(req)), search, sealed);
      setSessionCookie(res, config, signed.token, signed.expiresAt);
      const back = safeRedirectPath(signed.redirect);
      res.redirect(302, signed.complete ? `/login?complete=1&redirect=${encodeURIComponent(back)}` : back);
    } catch (error) {
      const code = error instanceof AppError ? error.code : ERRORS.OAUTH_FAILED.code;
      if (!(error instanceof AppError)) log.error({ err: error, reqId: req.ctx.requestId }, 'OIDC callback failed');
      res.redirect(302, `/login?error=${code}`);
    }
  });

  return router;
}
