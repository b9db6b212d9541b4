/**
 * Identity routes that are not JSON endpoints: the Google (OpenID Connect) redirects, the
 * development outbox. Express serves them; the API's endpoints are served before it (ADR 078).
 */
import { type Request, type Response, Router } from 'express';
import { parse as parseCookies } from 'cookie';
import { ERRORS } from '../../common/errors';
import { safeRedirectPath } from '../../common/identity';
import { AppError } from '../domain/errors';
import { redirectUriOf } from '../domain/identity/oidc';
import type { Mailer } from '../mail';
import { isLoopbackRequest } from '../mail';
import { sessionCookieOptions, setSessionCookie } from './cookies';
import type { Services } from './endpoint';
import { callerOf } from './identity';
import { sendError, toAppError } from '.';

/** The short-lived cookie that carries state, nonce, PKCE verifier and redirect to the callback. */
export const OIDC_COOKIE = '__oidc';

export function identityRoutes(services: Services, mailer: Mailer): Router {
  const router = Router();
  const { config, identity } = services;
  const cookieOptions = sessionCookieOptions(config);
  const origin = (req: Request) => `${req.protocol}://${req.get('host')}`;
  const fail = (res: Response, error: unknown) => sendError(res, toAppError(error));

  /** The outbox of a server without SMTP, only to the machine itself (never through a proxy). */
  router.get('/api/dev/outbox', async (req, res) => {
    try {
      if (!isLoopbackRequest(req.socket.remoteAddress, req.headers)) throw new AppError('LOOPBACK_ONLY');
      res.set('Cache-Control', 'no-store').json({ result: 'ok', data: { kind: mailer.kind, list: await mailer.latest(20) } });
    } catch (error) {
      fail(res, error);
    }
  });

  /** /login/oauth links here: remember state, nonce, verifier and the way back; go to the provider. */
  router.get('/login/oauth/start', async (req, res) => {
    try {
      const redirect = safeRedirectPath(req.query.redirect);
      const started = await identity.oidcStart(callerOf(req, req.ctx), redirectUriOf(config, origin(req)), redirect);
      res.cookie(OIDC_COOKIE, started.sealed, { ...cookieOptions, maxAge: 600_000 });
      res.set('Cache-Control', 'no-store').redirect(302, started.url);
    } catch (error) {
      fail(res, error);
    }
  });

  /**
   * The provider's return address. /google_login/ is a Remix page too: only a request with
   * `code` or `error` is a callback; anything else renders the page.
   */
  router.get('/google_login/', async (req, res, next) => {
    if (req.query.code === undefined && req.query.error === undefined) return next();
    const sealed = parseCookies(req.headers.cookie ?? '')[OIDC_COOKIE];
    res.clearCookie(OIDC_COOKIE, cookieOptions);
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
      if (!(error instanceof AppError)) console.error('[oidc] callback failed:', error);
      res.redirect(302, `/login?error=${code}`);
    }
  });

  return router;
}
