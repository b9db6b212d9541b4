/**
 * The request context: the verified session (from the session cookie or a bearer token) and
 * the identity headers of spec sections 6-7 as the client states them.
 */
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { z } from 'zod';
import { COOKIES, PLATFORM } from '../../common/constants';
import type { Config } from '../config';
import type { Database } from '../db';
import { AppError } from '../domain/errors';
import { touchSession } from '../domain/identity/sessions';
import { findSession, type CurrentSession } from '../domain/sessions';
import { sessionCookieOf } from './cookies';
import { clientIp } from './proxy';
import { requestId } from './request-id';

const header = z.string().max(200).optional();
const identitySchema = z.object({
  'x-fm-ui': header,
  'x-fm-ut': header,
  'x-fm-platform': header,
  'x-fm-platform-ui': header,
  'x-fm-platform-role': header,
  'x-fm-timezone': header,
  'x-fm-di': header,
  'x-user-role': z.enum(['-1', '0', '1']).optional(),
  'x-user-type': z.enum(['0', '3']).optional(),
});

export interface ClientIdentity {
  userId?: string;
  userType?: 0 | 3;
  userRole: -1 | 0 | 1;
  platform: string;
  platformUi?: string;
  platformRole?: string;
  timezone?: string;
  deviceId?: string;
}

export interface RequestContext {
  session: CurrentSession | null;
  client: ClientIdentity;
  /** The raw session token, to end or rotate the session. */
  token?: string;
  /** The token of a request to an endpoint that `checksSession` itself (its session is then null). */
  uncheckedToken?: string;
  /** The client's address: the socket's, or the one a trusted proxy forwarded (TRUST_PROXY, http/proxy.ts). */
  ip: string;
  /** The request's id (X-Request-Id), for the logs. */
  requestId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
  interface Locals {
    cspNonce: string;
  }
}

/** What the request context needs of the configuration: the proxies we trust and whether the site is HTTPS. */
export type ProxyConfig = Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>;

/** A bearer token, else the session cookie under the name in force (`__Host-antk` over HTTPS). */
export function readToken(req: IncomingMessage, config: ProxyConfig): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return sessionCookieOf(req, config);
}

export function parseIdentity(headers: IncomingMessage['headers']): ClientIdentity {
  const picked = Object.fromEntries(Object.keys(identitySchema.shape).map((k) => [k, headers[k]]));
  const parsed = identitySchema.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'header');
    throw new AppError('BAD_REQUEST', `Header ${name} is not valid: ${issue?.message ?? 'invalid value'}`, { field: name });
  }
  const h = parsed.data;
  return {
    userId: h['x-fm-ui'],
    userType: h['x-user-type'] === undefined ? undefined : (Number(h['x-user-type']) as 0 | 3),
    userRole: h['x-user-role'] === undefined ? -1 : (Number(h['x-user-role']) as -1 | 0 | 1),
    platform: h['x-fm-platform'] || PLATFORM.default,
    platformUi: h['x-fm-platform-ui'],
    platformRole: h['x-fm-platform-role'],
    timezone: h['x-fm-timezone'],
    deviceId: h['x-fm-di'] ?? parseCookies(String(headers.cookie ?? ''))[COOKIES.deviceId],
  };
}

/**
 * A request's context: its session, looked up once, unless the endpoint checks the token in its
 * own statement (`checked`); a session in use is marked seen (at most every 5 minutes).
 */
export async function requestContext(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
  options: { checked: boolean; proxy: ProxyConfig; client?: ClientIdentity; requestId?: string },
): Promise<RequestContext> {
  const token = readToken(req, options.proxy);
  const session = options.checked ? null : await findSession(db, token);
  if (session) await touchSession(db, session.sessionId, session.lastSeenAt);
  return {
    session,
    token: session ? token : undefined,
    uncheckedToken: options.checked ? token : undefined,
    // The identity headers are parsed (and checked) by the API; pages carry none.
    client: options.client ?? { userRole: -1, platform: PLATFORM.default },
    ip: clientIp(req, options.proxy.TRUST_PROXY),
    requestId: options.requestId ?? requestId(req, res),
  };
}

/** The context of the requests Express serves (pages, media, the sign-in redirects). */
export function contextMiddleware(db: Database, proxy: ProxyConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      req.ctx = await requestContext(db, req, res, { checked: false, proxy });
      next();
    } catch (error) {
      next(error);
    }
  };
}
