/**
 * The headers of every answer: helmet's security headers; API answers a fixed policy that allows
 * nothing, no-store and compressed GETs; pages a content security policy with a fresh nonce.
 */
import compression from 'compression';
import type express from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import type { OriginRule } from './origin';

/** none: API only (integration tests); build: the production build; dev: Vite middleware. */
export type RemixMode = 'none' | 'build' | 'dev';

export type HeaderStep = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Directive = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * The pages' policy, in one place: a third party the browser must reach (e.g. a payment
 * provider's script, frame and API) is one more entry in its directives here.
 */
export function pageDirectives(config: Config, mode: RemixMode, origins: OriginRule): Record<string, Directive[] | null> {
  const dev = mode === 'dev';
  // The browser talks to the app's own origin (fetch, and socket.io's WebSocket on the same host:
  // older browsers do not count ws: as 'self'), the API origin and the configured origins only.
  const ownSocket: Directive = (req) => (origins.ownOrigin(req) ?? "'self'").replace(/^http/, 'ws');
  // Stripe.js and its card iframe (ADR 089), only where Stripe is configured.
  const stripe = config.STRIPE_SECRET_KEY
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : null;
  const connect: Directive[] = [
    "'self'",
    ownSocket,
    ...origins.configured,
    ...(config.API_ORIGIN ? [new URL(config.API_ORIGIN).origin] : []),
    ...(stripe?.connect ?? []),
    // The Lovense local API on the creator's own device (ADR 103): the browser drives the toy.
    ...config.TOY_API_ORIGINS,
  ];
  return {
    defaultSrc: ["'self'"],
    // Remix's inline hydration scripts carry the per-request nonce; no page evaluates strings
    // (ADR 085: zod runs jitless in the browser). Only Vite's dev client needs eval.
    scriptSrc: [
      "'self'",
      (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
      ...(dev ? ["'unsafe-eval'", "'unsafe-inline'"] : []),
      ...(stripe?.script ?? []),
    ],
    // Framer Motion animates through style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(config.GIFT_ANIMATION_BASE_URL ? [new URL(config.GIFT_ANIMATION_BASE_URL).origin] : [])],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // The service worker and the web app manifest are the app's own files (ADR 111).
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    // Vite's hot reload listens on a port of its own.
    connectSrc: dev ? [...connect, 'ws:', 'wss:'] : connect,
    ...(stripe ? { frameSrc: stripe.frame } : {}),
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * The headers a helmet middleware sets, worked out once: helmet's values (without its content
 * security policy) are fixed by its options and read nothing of the request, and running its
 * dozen steps on every API answer was a measurable share of a chat send (ADR 109).
 */
function fixedHeaders(step: HeaderStep): (res: ServerResponse) => void {
  const set: [string, number | string | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: number | string | readonly string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  step({ method: 'GET', headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('the security headers did not finish at once');
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}

/**
 * The build's fingerprinted files (scripts, styles, fonts) are never a document, so a policy, frame
 * and referrer headers do nothing on them; a page loads some forty of them on a first visit and
 * helmet's set is a kilobyte each, more than most of the files (ADR 115). What does apply to a
 * script or a style: no MIME sniffing, and no other site may load them.
 */
const ASSET_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

export function answerHeaders(config: Config, mode: RemixMode, origins: OriginRule): { api: HeaderStep; page: HeaderStep; asset: HeaderStep } {
  const securityHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Same-origin by default; HSTS only makes sense behind HTTPS.
    strictTransportSecurity: config.TRUST_PROXY.length || config.PUBLIC_URL?.startsWith('https:') ? undefined : false,
  });
  const fixedSecurityHeaders = fixedHeaders(securityHeaders);
  // Pages' documents come gzipped already (app/lib/document.server.ts, ADR 119): compression passes them through.
  const compress = compression();
  const pagePolicy = helmet.contentSecurityPolicy({ directives: pageDirectives(config, mode, origins) });
  return {
    /**
     * API answers are JSON, never a document: a fixed policy that allows nothing (OWASP's REST
     * advice) instead of the page policy and its nonce, and never stored by a browser or a proxy
     * (they are one user's). POST answers are short acknowledgements, not worth compressing; GET
     * lists are. Every chat send takes this path (ADR 072).
     */
    api: (req, res, next) => {
      fixedSecurityHeaders(res);
      res.setHeader('Content-Security-Policy', API_POLICY);
      res.setHeader('Cache-Control', 'no-store');
      if (req.method === 'GET') compress(req as express.Request, res as express.Response, next);
      else next();
    },
    asset: (req, res, next) => {
      for (const [name, value] of ASSET_HEADERS) res.setHeader(name, value);
      compress(req as express.Request, res as express.Response, next);
    },
    // Pages too set helmet's fixed headers from the list (every page request ran its dozen steps, ADR 114).
    page: (req, res, next) => {
      fixedSecurityHeaders(res);
      (res as express.Response).locals.cspNonce = randomBytes(16).toString('base64');
      pagePolicy(req, res, (error?: unknown) => (error ? next(error) : compress(req as express.Request, res as express.Response, next)));
    },
  };
}
