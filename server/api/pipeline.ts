/**
 * The API's one front door (ADR 080): every request under /api, found in the table or not, is
 * answered here on Node's request and response, before Express (ADR 078): the API's headers, a
 * request id, the endpoint (or 404/405), the body, the identity headers, the request context, the
 * signature, the access level, the input, the handler, one JSON answer and one error mapping.
 * State-changing calls come from the app's own pages only and read a JSON body only (ADR 085).
 * `{result:"ok",data}` or `{result:"error",error:{code,message}}`, never a 5xx for bad input.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { SIGN_WINDOW_SECONDS, sameSignature, signRequest } from '../../common/sign';
import type { Database } from '../db';
import { AppError } from '../domain/errors';
import { hitLimits } from '../domain/limits';
import { readJsonBody, readRawBody } from '../http/body';
import { parseIdentity, requestContext, type RequestContext } from '../http/context';
import { toAppError } from '../http/errors';
import type { HeaderStep } from '../http/headers';
import { sendError, sendOk } from '../http/json';
import { isLoopbackRequest } from '../http/loopback';
import { isStateChanging, type OriginRule } from '../http/origin';
import { requestId } from '../http/request-id';
import type { Services } from '../services';
import { admit } from './access';
import { type Endpoint, parseInput } from './endpoint';
import { apiLimitChecks } from './rate-limit';
import { endpointList } from '.';

// One map lookup finds a call's endpoint (ADR 077). Paths match as Express's did by default: any
// letter case, the trailing slash optional. HEAD is a GET without its body.
const routeKey = (path: string) => path.toLowerCase().replace(/\/$/, '');
const routes = new Map(endpointList.map((ep) => [`${ep.method} ${routeKey(ep.path)}`, ep]));
const paths = new Set(endpointList.map((ep) => routeKey(ep.path)));

/** The endpoint of a call to `path` under /api; 405 when the path has other methods, else 404. */
function endpointAt(method: string, path: string): Endpoint {
  const ep = routes.get(`${method === 'HEAD' ? 'GET' : method} ${routeKey(path)}`);
  if (ep) return ep;
  if (paths.has(routeKey(path))) throw new AppError('METHOD_NOT_ALLOWED');
  throw new AppError('NOT_FOUND', `No API endpoint at ${method} /api${path}`);
}

const RESERVED = new Set(['ts', 'sign']);

function withoutReserved(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([k]) => !RESERVED.has(k)));
}

/** ts within the window (else 9002) and a valid sign over method, path and sorted params (the query, and a POST's JSON fields). */
function checkSignature(method: string, path: string, params: Record<string, unknown>, key: string, options: { anyTimestamp?: boolean }, now = Date.now()) {
  const ts = Number(params.ts);
  if (params.ts === undefined || params.sign === undefined || !Number.isFinite(ts)) throw new AppError('BAD_SIGNATURE');
  if (!options.anyTimestamp && Math.abs(now / 1000 - ts) > SIGN_WINDOW_SECONDS) throw new AppError('STALE_REQUEST');
  const expected = signRequest(key, method, path, params);
  if (typeof params.sign !== 'string' || !sameSignature(params.sign, expected)) throw new AppError('BAD_SIGNATURE');
}

/** The caller as the endpoint's access admits them; an endpoint that `checksSession` gets the token (none: 1001). */
function callerOf(ep: Endpoint, ctx: RequestContext) {
  if (ep.checksSession) {
    if (!ctx.uncheckedToken) throw new AppError('AUTH_REQUIRED');
    return { token: ctx.uncheckedToken };
  }
  return admit(ep.access, ctx.session, ep.refusal);
}

/** An upload's bytes; past the limit, the endpoint's own error if it has one. */
async function rawBody(ep: Endpoint, req: IncomingMessage, res: ServerResponse): Promise<Uint8Array | undefined> {
  if (ep.body?.kind !== 'raw') return undefined;
  const { limit, tooLarge } = ep.body;
  try {
    return await readRawBody(req, res, limit);
  } catch (error) {
    if (tooLarge && (error as { type?: string })?.type === 'entity.too.large') throw tooLarge();
    throw error;
  }
}

export interface ApiOptions {
  db: Database;
  /** The headers of every API answer (security headers, no-store, compression of GETs: http/headers.ts). */
  headers: HeaderStep;
  /** The cross-site rule of every state-changing call (http/origin.ts, ADR 085). */
  origins: OriginRule;
}

/** The API's request handler: answers every request under /api and returns true, or returns false for Express. */
export function createApi(services: Services, { db, headers, origins }: ApiOptions) {
  const { config } = services;
  async function answer(req: IncomingMessage, res: ServerResponse, path: string, search: string) {
    const reqId = requestId(req, res);
    try {
      const method = req.method ?? 'GET';
      if (isStateChanging(method)) origins.check(req);
      const ep = endpointAt(method, path.slice(4));
      if (ep.loopbackOnly && !isLoopbackRequest(req)) throw new AppError('LOOPBACK_ONLY');
      // A raw body is read once the caller is known to be allowed (and signed over the query alone).
      // A JSON call that changes state takes its parameters from its body alone: a plain HTML form
      // can send neither a JSON body nor a query the server would read (ADR 085).
      if (ep.body?.kind !== 'raw' && isStateChanging(method) && search) throw new AppError('PARAMS_IN_QUERY');
      const fields = ep.body?.kind === 'raw' ? undefined : await readJsonBody(req, res);
      const params = method === 'POST' ? { ...fields } : search ? parseQuery(search) : {};
      const client = parseIdentity(req.headers);
      const ctx = await requestContext(db, req, res, { checked: ep.checksSession === true, proxy: config, client, requestId: reqId });
      // Counted before the signature and the access level: refused calls cost the caller too (ADR 086).
      if (config.RATE_LIMITS && !ep.loopbackOnly) await hitLimits(services.limits, apiLimitChecks(config, ep, ctx), { error: 'RATE_LIMITED' });
      if (config.REQUIRE_SIGNATURE && !ep.loopbackOnly) checkSignature(method, path, params, config.SIGN_KEY, ep);
      const user = callerOf(ep, ctx);
      const input = parseInput(ep.input, withoutReserved(params));
      const body = await rawBody(ep, req, res);
      const actor = { userId: ctx.session?.user.user_id ?? null, ip: ctx.ip, user: ctx.session?.user ?? null };
      const data = await ep.handler({ input, user, actor, session: ctx.session, body, ctx, services, req, res } as Parameters<Endpoint['handler']>[0]);
      sendOk(res, data);
    } catch (error) {
      sendError(res, toAppError(error, reqId));
    }
  }
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (!/^\/api(?:\/|$)/i.test(path)) return false;
    headers(req, res, (error) => {
      if (error) sendError(res, toAppError(error));
      else void answer(req, res, path, query === -1 ? '' : url.slice(query + 1));
    });
    return true;
  };
}
