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

/** none: API only (integration tests); build: the production build; dev: Vite middleware. */
export type RemixMode = 'none' | 'build' | 'dev';

export type HeaderStep = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

function contentSecurityPolicy(config: Config, mode: RemixMode) {
  const dev = mode === 'dev';
  // Stripe.js and its card iframe (ADR 089), only where Stripe is configured.
  const stripe = config.STRIPE_SECRET_KEY
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : null;
  const connect = ["'self'", 'ws:', 'wss:', ...(config.API_ORIGIN ? [config.API_ORIGIN] : []), ...(stripe?.connect ?? [])];
  return helmet.contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      // Remix's inline hydration scripts carry the per-request nonce; Vite's dev client needs eval.
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
      connectSrc: connect,
      ...(stripe ? { frameSrc: stripe.frame } : {}),
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  });
}

export function answerHeaders(config: Config, mode: RemixMode): { api: HeaderStep; page: HeaderStep } {
  const securityHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Same-origin by default; HSTS only makes sense behind HTTPS.
    strictTransportSecurity: config.TRUST_PROXY ? undefined : false,
  });
  const compress = compression();
  const pagePolicy = contentSecurityPolicy(config, mode);
  return {
    /**
     * API answers are JSON, never a document: a fixed policy that allows nothing (OWASP's REST
     * advice) instead of the page policy and its nonce, and never stored by a browser or a proxy
     * (they are one user's). POST answers are short acknowledgements, not worth compressing; GET
     * lists are. Every chat send takes this path (ADR 072).
     */
    api: (req, res, next) =>
      securityHeaders(req, res, () => {
        res.setHeader('Content-Security-Policy', API_POLICY);
        res.setHeader('Cache-Control', 'no-store');
        if (req.method === 'GET') compress(req as express.Request, res as express.Response, next);
        else next();
      }),
    page: (req, res, next) =>
      securityHeaders(req, res, () => {
        (res as express.Response).locals.cspNonce = randomBytes(16).toString('base64');
        pagePolicy(req, res, (error?: unknown) => (error ? next(error) : compress(req as express.Request, res as express.Response, next)));
      }),
  };
}
