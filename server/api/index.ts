/**
 * The REST API under /api (the spec's fapi/core/... and /api/auth/... calls): JSON in,
 * `{result:"ok",data}` or `{result:"error",error:{code,message}}` out, never a 5xx for bad input.
 * Served on Node's request and response, before Express (ADR 078).
 */
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response, Router } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { Database } from '../db';
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
import { parseIdentity, requestContext } from './context';
import { type Endpoint, type Services, parseInput } from './endpoint';
import { moneyEndpoints } from './money';
import { portraitEndpoints } from './portraits';
import { payoutEndpoints } from './payouts';
import { postEndpoints } from './posts';
import { notificationEndpoints } from './notifications';
import { referralEndpoints } from './referrals';
import { systemEndpoints } from './system';

/**
 * The table, by name. A name is its path without the leading "/core/" (or "/") and the trailing
 * "/", slashes as dots ('/core/chat/send/' -> 'chat.send'); common/api-names.ts holds the rule
 * and its two tie-breaks, scripts/api-routes.ts writes the browser's copy of the table.
 */
export const endpoints = {
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
} satisfies Record<string, Endpoint>;

/** The table's type, for the typed browser client (app/lib/api). */
export type ApiEndpoints = typeof endpoints;
const endpointList: Endpoint[] = Object.values(endpoints);

// One map lookup finds a call's endpoint, instead of Express trying its ~200 route layers in
// turn, each with a regular expression and a closure (ADR 077). Paths match as Express's do by
// default: any letter case, the trailing slash optional. HEAD is a GET without its body.
const routeKey = (path: string) => path.toLowerCase().replace(/\/$/, '');
const routes = new Map(endpointList.map((ep) => [`${ep.method} ${routeKey(ep.path)}`, ep]));
const paths = new Set(endpointList.map((ep) => routeKey(ep.path)));

/** The endpoint of a call to `path` under /api. */
function endpointAt(method: string, path: string): Endpoint | undefined {
  return routes.get(`${method === 'HEAD' ? 'GET' : method} ${routeKey(path)}`);
}

const RESERVED = new Set(['ts', 'sign']);

function withoutReserved(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([k]) => !RESERVED.has(k)));
}

/** A GET's query; for a POST, its query and JSON body together. */
function requestParams(method: string, query: Record<string, unknown>, body: unknown): Record<string, unknown> {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return method === 'GET' ? { ...query } : { ...query, ...fields };
}

/** ts within the window (else 9002) and a valid sign over method, path and sorted params. */
function checkSignature(method: string, path: string, params: Record<string, unknown>, key: string, options: { anyTimestamp?: boolean }, now = Date.now()) {
  const ts = Number(params.ts);
  if (params.ts === undefined || params.sign === undefined || !Number.isFinite(ts)) throw new AppError('BAD_SIGNATURE');
  if (!options.anyTimestamp && Math.abs(now / 1000 - ts) > SIGN_WINDOW_SECONDS) throw new AppError('STALE_REQUEST');
  const expected = signRequest(key, method, path, params);
  if (typeof params.sign !== 'string' || !sameSignature(params.sign, expected)) throw new AppError('BAD_SIGNATURE');
}

/** The signature of a call Express serves (the uploads). */
export function verifySignature(req: Request, key: string) {
  checkSignature(req.method, req.baseUrl + req.path, requestParams(req.method, req.query, req.body), key, {});
}

function sendJson(res: ServerResponse, status: number, payload: unknown) {
  const body = JSON.stringify(payload);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body); // nothing for a HEAD: Node leaves the body out
}

export function sendError(res: ServerResponse, error: AppError) {
  sendJson(res, error.status, {
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

const jsonParser = express.json({ limit: '100kb', strict: false });

/** A POST's JSON body (undefined without one); anything else with a body is refused. */
function readBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  if (req.method !== 'POST') return Promise.resolve(undefined);
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return Promise.resolve(undefined);
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE'));
  const parsing = req as IncomingMessage & { body?: unknown };
  return new Promise((resolve, reject) =>
    jsonParser(parsing as Request, res as Response, (error?: unknown) => {
      if (error) return reject(error);
      const body = parsing.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return reject(new AppError('BAD_REQUEST', 'The request body must be a JSON object.'));
      resolve(body);
    }),
  );
}

export interface ApiOptions {
  db: Database;
  /** The headers of every API answer (security headers, compression of lists): app.ts sets them. */
  headers: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

/**
 * The API's request handler: answers a call to an endpoint of the table and returns true, or
 * returns false for Express to serve the request (the uploads, the development outbox, and the
 * 404 or 405 of any other /api path). Express's request and router add a third of a chat send's
 * CPU time, in the server's hottest path (ADR 078).
 */
export function createApi(services: Services, { db, headers }: ApiOptions) {
  const { config } = services;
  async function answer(req: IncomingMessage, res: ServerResponse, ep: Endpoint, path: string, search: string) {
    try {
      const method = req.method!;
      const params = requestParams(method, search ? parseQuery(search) : {}, await readBody(req, res));
      const client = parseIdentity(req.headers);
      const ctx = { ...(await requestContext(db, req, { checked: ep.checksSession === true, trustProxy: config.TRUST_PROXY })), client };
      if (config.REQUIRE_SIGNATURE) checkSignature(method, path, params, config.SIGN_KEY, ep);
      if (ep.auth === 'user' && !ctx.session && !ctx.uncheckedToken) throw new AppError('AUTH_REQUIRED');
      const input = parseInput(ep.input, withoutReserved(params));
      const data = await ep.handler({ input, ctx, services, req, res });
      sendJson(res, 200, { result: 'ok', data: data ?? {} });
    } catch (error) {
      sendError(res, toAppError(error));
    }
  }
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const ep = /^\/api\//i.test(path) ? endpointAt(req.method ?? 'GET', path.slice(4)) : undefined;
    if (!ep) return false;
    headers(req, res, () => void answer(req, res, ep, path, query === -1 ? '' : url.slice(query + 1)));
    return true;
  };
}

/** Express's answer for the /api calls without an endpoint: 405 when the path has others, else 404. */
export function apiFallback(): Router {
  const router = Router();
  router.use((req: Request, _res: Response, next: NextFunction) =>
    next(
      paths.has(routeKey(req.path))
        ? new AppError('METHOD_NOT_ALLOWED')
        : new AppError('NOT_FOUND', `No API endpoint at ${req.method} ${req.baseUrl}${req.path}`),
    ),
  );
  const onError: ErrorRequestHandler = (error, _req, res, _next) => sendError(res, toAppError(error));
  router.use(onError);
  return router;
}
