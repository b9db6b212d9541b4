/** The page CSP lets Stripe.js and its card frame in only where Stripe is configured (ADR 089). */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { answerHeaders } from './headers';
import { originRule } from './origin';

function pageAnswer(env: Record<string, string>): Promise<ServerResponse> {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/';
  const res = Object.assign(new ServerResponse(req), { locals: {} });
  const config = loadConfig({ ...env, NODE_ENV: 'test' });
  return new Promise((resolve, reject) =>
    answerHeaders(config, 'build', originRule(config)).page(req, res, (error) => (error ? reject(error as Error) : resolve(res))),
  );
}

const pagePolicy = async (env: Record<string, string>) => String((await pageAnswer(env)).getHeader('content-security-policy'));

describe('page security headers', () => {
  it("are helmet's own, set from the list worked out at start-up (ADR 114), over HTTP and HTTPS", async () => {
    for (const [env, hsts] of [
      [{}, false],
      [{ PUBLIC_URL: 'https://fanstage.example' }, undefined],
    ] as const) {
      const res = await pageAnswer(env);
      const expected = new ServerResponse(new IncomingMessage(new Socket()));
      helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: hsts })(
        new IncomingMessage(new Socket()),
        expected,
        () => undefined,
      );
      const headers = res.getHeaders();
      delete headers['content-security-policy'];
      expect(headers).toEqual(expected.getHeaders());
      expect(Object.keys(headers).length).toBeGreaterThan(8);
    }
  });
});

describe('page CSP and Stripe', () => {
  it('allows js.stripe.com (script, frame), hooks.stripe.com (frame) and api.stripe.com (connect) only with Stripe configured', async () => {
    const sandbox = await pagePolicy({});
    expect(sandbox).not.toContain('stripe.com');
    const stripe = await pagePolicy({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    const directive = (name: string) => stripe.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://hooks.stripe.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
  });

  it('refuses to start with a Stripe secret key but no publishable key for the browser', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set/);
  });
});

describe('page CSP and the Lovense local API (ADR 103)', () => {
  it("lets the creator's browser reach Lovense Connect (*.lovense.club, any port) by default, and the origins TOY_API_ORIGINS names", async () => {
    const connect = (policy: string) => policy.split(';').find((d) => d.trim().startsWith('connect-src ')) ?? '';
    expect(connect(await pagePolicy({}))).toContain('https://*.lovense.club:*');
    const standin = connect(await pagePolicy({ TOY_API_ORIGINS: 'https://*.lovense.club:*,http://127.0.0.1:*' }));
    expect(standin).toContain('http://127.0.0.1:*');
    expect(() => loadConfig({ NODE_ENV: 'test', TOY_API_ORIGINS: 'lovense.club; script-src *' })).toThrow(/TOY_API_ORIGINS/);
  });
});
