/**
 * The one cross-site rule (ADR 085): a state-changing request, or a socket.io handshake, must come
 * from one of the app's own pages. Browsers always say where a request comes from (`Origin` on
 * every POST/PUT and WebSocket, `Sec-Fetch-Site` on everything in current browsers); a page of
 * another port or a sibling subdomain is "same-site", so cookies go along and SameSite=Lax does
 * not stop it. A request with neither header is not a browser's (curl, servers, the tests).
 */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import { AppError } from '../domain/errors';
import { isHttps } from './proxy';

/** Methods that change nothing: the rule leaves them alone (except the socket handshake, a GET). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const PLAIN_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export const isStateChanging = (method: string | undefined) => !SAFE_METHODS.has((method ?? 'GET').toUpperCase());

/** `https://a.example:8443/x` -> `https://a.example:8443`; anything that is not an http(s) URL -> undefined. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export type OriginConfig = Pick<Config, 'ALLOWED_ORIGINS' | 'PUBLIC_URL' | 'TRUST_PROXY'>;

export interface OriginRule {
  /** ALLOWED_ORIGINS: other sites' pages trusted like the app's own. */
  configured: readonly string[];
  /** The app's own origin as the browser sees it: PUBLIC_URL's, else this request's scheme and Host. */
  ownOrigin(req: IncomingMessage): string | undefined;
  /** Whether a page of `origin` may change state here: the app's own origin or a configured one. */
  allows(origin: string, req: IncomingMessage): boolean;
  /** Throws CROSS_SITE_REQUEST unless the request comes from an allowed page (or from no browser at all). */
  check(req: IncomingMessage): void;
}

export function originRule(config: OriginConfig): OriginRule {
  const configured = new Set(config.ALLOWED_ORIGINS);
  const publicOrigin = config.PUBLIC_URL ? originOf(config.PUBLIC_URL) : undefined;

  function ownOrigin(req: IncomingMessage): string | undefined {
    if (publicOrigin) return publicOrigin;
    // A Host header is the client's word: only a plain host name or address (and port) may become an origin (it goes into the CSP).
    const host = req.headers.host;
    if (!host || !PLAIN_HOST.test(host)) return undefined;
    return originOf(`${isHttps(req, config) ? 'https' : 'http'}://${host}`);
  }

  function allows(origin: string, req: IncomingMessage): boolean {
    return configured.has(origin) || origin === ownOrigin(req);
  }

  function check(req: IncomingMessage): void {
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    // A configured origin is another site by definition: its requests say "same-site" or "cross-site".
    if (origin !== undefined && configured.has(origin)) return;
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new AppError('CROSS_SITE_REQUEST');
    // "null" (sandboxed frames, data: pages) is no origin of ours either.
    if (origin !== undefined && !allows(origin, req)) throw new AppError('CROSS_SITE_REQUEST');
  }

  return { configured: [...configured], ownOrigin, allows, check };
}
