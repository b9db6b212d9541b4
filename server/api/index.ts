/**
 * The REST API under /api (the spec's fapi/core/... and /api/auth/... calls): JSON in,
 * `{result:"ok",data}` or `{result:"error",error:{code,message}}` out, never a 5xx for bad input.
 */
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response, Router } from 'express';
import { SIGN_WINDOW_SECONDS, sameSignature, signRequest } from '../../common/sign';
import { AppError, isAppError } from '../domain/errors';
import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { contentEndpoints } from './content';
import { identityEndpoints } from './identity';
import { massEndpoints } from './mass';
import { mediaEndpoints } from './media';
import { membershipEndpoints } from './memberships';
import { parseIdentity } from './context';
import { type Endpoint, type Services, parseInput } from './endpoint';
import { moneyEndpoints } from './money';
import { portraitEndpoints } from './portraits';
import { payoutEndpoints } from './payouts';
import { postEndpoints } from './posts';
import { notificationEndpoints } from './notifications';
import { referralEndpoints } from './referrals';
import { systemEndpoints } from './system';

export const endpoints: Endpoint[] = [
  ...systemEndpoints,
  ...authEndpoints,
  ...identityEndpoints,
  ...referralEndpoints,
  ...chatEndpoints,
  ...moneyEndpoints,
  ...payoutEndpoints,
  ...membershipEndpoints,
  ...accountEndpoints,
  ...mediaEndpoints,
  ...portraitEndpoints,
  ...massEndpoints,
  ...contentEndpoints,
  ...postEndpoints,
  ...notificationEndpoints,
];

// One map lookup finds a call's endpoint, instead of Express trying its ~200 route layers in
// turn, each with a regular expression and a closure (ADR 077). Paths match as Express's do by
// default: any letter case, the trailing slash optional. HEAD is a GET without its body.
const routeKey = (path: string) => path.toLowerCase().replace(/\/$/, '');
const routes = new Map(endpoints.map((ep) => [`${ep.method} ${routeKey(ep.path)}`, ep]));
const paths = new Set(endpoints.map((ep) => routeKey(ep.path)));

/** The endpoint of a call to `path` under /api. */
function endpointAt(method: string, path: string): Endpoint | undefined {
  return routes.get(`${method === 'HEAD' ? 'GET' : method} ${routeKey(path)}`);
}

/** Whether a request's endpoint checks the session itself (`checksSession`): the context middleware then skips its lookup. */
export function sessionCheckedByHandler(method: string, path: string): boolean {
  return /^\/api\//i.test(path) && endpointAt(method, path.slice(4))?.checksSession === true;
}

const RESERVED = new Set(['ts', 'sign']);

function withoutReserved(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([k]) => !RESERVED.has(k)));
}

function requestParams(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  return req.method === 'GET' ? { ...req.query } : { ...req.query, ...body };
}

/** ts within the window (else 9002) and a valid sign over method, path and sorted params. */
export function verifySignature(req: Request, key: string, options: { anyTimestamp?: boolean } = {}, now = Date.now()) {
  const params = requestParams(req);
  const ts = Number(params.ts);
  if (params.ts === undefined || params.sign === undefined || !Number.isFinite(ts)) throw new AppError('BAD_SIGNATURE');
  if (!options.anyTimestamp && Math.abs(now / 1000 - ts) > SIGN_WINDOW_SECONDS) throw new AppError('STALE_REQUEST');
  const path = req.baseUrl + req.path;
  const expected = signRequest(key, req.method, path, params);
  if (typeof params.sign !== 'string' || !sameSignature(params.sign, expected)) throw new AppError('BAD_SIGNATURE');
}

export function sendError(res: Response, error: AppError) {
  res.status(error.status).json({
    result: 'error',
    error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
  });
}

/** Maps body-parser and unexpected errors to catalogue errors; only a real fault is a 500. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const type = (error as { type?: string })?.type;
  if (type === 'entity.parse.failed') return new AppError('MALFORMED_JSON');
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new AppError('UNSUPPORTED_MEDIA_TYPE');
  const status = (error as { status?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError('BAD_REQUEST');
  console.error('[api] unexpected error:', error);
  return new AppError('INTERNAL');
}

export function apiRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb', strict: false }));

  router.use((req: Request, _res: Response, next: NextFunction) => {
    try {
      const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
      if (req.method === 'POST' && hasBody && !req.is('application/json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      if (req.method === 'POST' && hasBody && (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body))) {
        throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
      }
      req.ctx.client = parseIdentity(req.headers);
      next();
    } catch (error) {
      next(error);
    }
  });

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const ep = endpointAt(req.method, req.path);
    if (!ep) return next(paths.has(routeKey(req.path)) ? new AppError('METHOD_NOT_ALLOWED') : undefined);
    try {
      if (services.config.REQUIRE_SIGNATURE) verifySignature(req, services.config.SIGN_KEY, ep);
      if (ep.auth === 'user' && !req.ctx.session && !req.ctx.uncheckedToken) throw new AppError('AUTH_REQUIRED');
      const input = parseInput(ep.input, withoutReserved(requestParams(req)));
      const data = await ep.handler({ input, ctx: req.ctx, services, req, res });
      res.json({ result: 'ok', data: data ?? {} });
    } catch (error) {
      next(error);
    }
  });

  router.use((req: Request, _res: Response, next: NextFunction) =>
    next(new AppError('NOT_FOUND', `No API endpoint at ${req.method} ${req.baseUrl}${req.path}`)),
  );
  const onError: ErrorRequestHandler = (error, _req, res, _next) => sendError(res, toAppError(error));
  router.use(onError);
  return router;
}
