/**
 * Cross-site requests (issue 18 point 2, ADR 085): state-changing calls read a JSON body only and
 * come from the app's own pages (Origin, Sec-Fetch-Site), on the API, the pages and the socket.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { signRequest } from '../../common/sign';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { balances, buyCoins } from '../domain/money';
import { SANDBOX_PAYMENT_METHODS } from '../../common/payment-methods';

const TRUSTED = 'https://partner.example';
let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({ ALLOWED_ORIGINS: `${TRUSTED}/, https://other.example:8443` });
});
afterAll(() => t?.close());

let n = 0;
const person = (prefix: string) => signUp(t, `${prefix}.${++n}.${Math.floor(Math.random() * 1e6)}`);
const own = () => t.url; // http://127.0.0.1:<port>, the Host the server is reached at
const foreign = () => t.url.replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1}`); // another port: same site

/** A fan with 50 coins and a recipient; the wallet tells whether anything was spent. */
async function fanWithCoins() {
  const fan = await person('origin.fan');
  const creator = await person('origin.creator');
  await buyCoins(t.server.database.db, t.config, { userId: fan.userId, coins: 50, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: randomUUID() });
  return { fan, creator, wallet: async () => (await balances(t.server.database.db, fan.userId)).wallet };
}

/** A signed tip with its parameters in the query string, sent however `init` says. */
function tipInQuery(token: string, creatorId: number, init: RequestInit = {}) {
  const params = { creator_id: creatorId, coins: 10, idem_key: randomUUID(), ts: Math.floor(Date.now() / 1000) };
  const query = new URLSearchParams(
    Object.entries({ ...params, sign: signRequest(t.config.SIGN_KEY, 'POST', '/api/pay/tip', params) }).map(([k, v]) => [k, String(v)]),
  );
  return fetch(`${t.url}/api/pay/tip?${query}`, {
    method: 'POST',
    ...init,
    headers: { ...withToken(token).headers, ...(init.headers as Record<string, string>) },
  });
}

describe('state-changing calls take a JSON body only', () => {
  it('a POST with its parameters in the query string and no body (a plain HTML form) is refused and spends nothing', async () => {
    const { fan, creator, wallet } = await fanWithCoins();
    const form = await json(await tipInQuery(fan.token, creator.userId, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
    expect(form.status).toBe(400);
    expect(form.body.error).toMatchObject({ code: ERRORS.PARAMS_IN_QUERY.code });
    const bare = await json(await tipInQuery(fan.token, creator.userId));
    expect(bare.body.error).toMatchObject({ code: ERRORS.PARAMS_IN_QUERY.code });
    expect(await wallet()).toBe(50);
  });

  it('query parameters on a JSON POST are refused with a message naming the problem, even beside a valid body', async () => {
    const { fan, creator, wallet } = await fanWithCoins();
    const res = await json(await tipInQuery(fan.token, creator.userId, { headers: { 'Content-Type': 'application/json' }, body: '{}' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: ERRORS.PARAMS_IN_QUERY.code, message: ERRORS.PARAMS_IN_QUERY.message });
    expect(await wallet()).toBe(50);
  });

  it('a POST without a body must still say application/json', async () => {
    const res = await json(await fetch(`${t.url}/api/core/system/fetch/`, { method: 'POST' }));
    expect(res.status).toBe(415);
  });

  it('a text/plain or form body (what a cross-site form or a no-preflight fetch can send) is refused with 415', async () => {
    const { fan, creator, wallet } = await fanWithCoins();
    const params = { creator_id: creator.userId, coins: 10, idem_key: randomUUID(), ts: Math.floor(Date.now() / 1000) };
    const body = JSON.stringify({ ...params, sign: signRequest(t.config.SIGN_KEY, 'POST', '/api/pay/tip', params) });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await json(await fetch(`${t.url}/api/pay/tip`, { method: 'POST', headers: { ...withToken(fan.token).headers, 'Content-Type': type }, body }));
      expect(res.status, type).toBe(415);
      expect(res.body.error.code).toBe(ERRORS.UNSUPPORTED_MEDIA_TYPE.code);
    }
    expect(await wallet()).toBe(50);
  });

  it('the same tip as a JSON body goes through (the rule refuses the shape, not the call)', async () => {
    const { fan, creator } = await fanWithCoins();
    const res = await json(await t.call('POST', '/api/pay/tip', { creator_id: creator.userId, coins: 1, idem_key: randomUUID() }, withToken(fan.token)));
    // A tip to a non-creator may be refused by the money rules; never for its shape or origin.
    expect([ERRORS.UNSUPPORTED_MEDIA_TYPE.code, ERRORS.PARAMS_IN_QUERY.code, ERRORS.CROSS_SITE_REQUEST.code]).not.toContain(res.body.error?.code);
  });
});

describe('Origin and Sec-Fetch-Site on every state-changing call', () => {
  const fetchClock = (headers: Record<string, string>) => t.call('POST', '/api/core/system/fetch/', {}, { headers });

  it('a foreign Origin (another port of the same host) is refused with 403 and spends nothing', async () => {
    const { fan, creator, wallet } = await fanWithCoins();
    const res = await json(
      await t.call(
        'POST',
        '/api/pay/tip',
        { creator_id: creator.userId, coins: 10, idem_key: randomUUID() },
        { headers: { ...withToken(fan.token).headers, Origin: foreign() } },
      ),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: ERRORS.CROSS_SITE_REQUEST.code, message: ERRORS.CROSS_SITE_REQUEST.message });
    expect(await wallet()).toBe(50);
    expect((await fetchClock({ Origin: 'null' })).status).toBe(403);
  });

  it('Sec-Fetch-Site same-site or cross-site is refused, with or without an Origin', async () => {
    for (const site of ['same-site', 'cross-site']) {
      expect((await fetchClock({ 'Sec-Fetch-Site': site })).status, site).toBe(403);
      expect((await fetchClock({ 'Sec-Fetch-Site': site, Origin: own() })).status, site).toBe(403);
    }
  });

  it("the app's own pages, requests without either header (not a browser) and configured origins are accepted", async () => {
    expect((await fetchClock({})).status).toBe(200);
    expect((await fetchClock({ Origin: own(), 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await fetchClock({ 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    expect((await fetchClock({ Origin: TRUSTED, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
    expect((await fetchClock({ Origin: 'https://other.example:8443', 'Sec-Fetch-Site': 'same-site' })).status).toBe(200);
  });

  it('an upload (raw body) is checked too', async () => {
    const { fan } = await fanWithCoins();
    const res = await json(
      await fetch(`${t.url}/api/core/user/portrait/upload/`, { method: 'PUT', headers: { ...withToken(fan.token).headers, Origin: foreign() }, body: 'x' }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe(ERRORS.CROSS_SITE_REQUEST.code);
  });

  it('a state-changing request outside /api is refused too; reading is not', async () => {
    const res = await json(await fetch(`${t.url}/healthz`, { method: 'POST', headers: { Origin: foreign() } }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe(ERRORS.CROSS_SITE_REQUEST.code);
    expect((await fetch(`${t.url}/healthz`, { headers: { Origin: foreign(), 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(200);
  });
});

describe('the socket.io handshake', () => {
  function handshake(token: string, headers: Record<string, string>, transport: 'websocket' | 'polling') {
    const socket = connectSocket(t.url, { transports: [transport], extraHeaders: { Cookie: `__antk=${token}`, ...headers }, reconnection: false });
    return new Promise<'connected' | 'refused'>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', () => resolve('refused'));
    }).finally(() => socket.close());
  }

  it('is refused to another site (Origin or Sec-Fetch-Site), on WebSocket and on polling', async () => {
    const { fan } = await fanWithCoins();
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await handshake(fan.token, { Origin: foreign() }, transport), transport).toBe('refused');
      expect(await handshake(fan.token, { Origin: own(), 'Sec-Fetch-Site': 'same-site' }, transport), transport).toBe('refused');
    }
  });

  it("is accepted from the app's own pages and from a client that is not a browser", async () => {
    const { fan } = await fanWithCoins();
    expect(await handshake(fan.token, { Origin: own(), 'Sec-Fetch-Site': 'same-origin' }, 'websocket')).toBe('connected');
    expect(await handshake(fan.token, {}, 'polling')).toBe('connected');
    expect(await handshake(fan.token, { Origin: TRUSTED }, 'websocket')).toBe('connected');
  });

  it('answers a polling request from another origin without CORS headers, and a configured origin with them', async () => {
    const other = await fetch(`${t.url}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: foreign() } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const trusted = await fetch(`${t.url}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: TRUSTED } });
    expect(trusted.headers.get('access-control-allow-origin')).toBe(TRUSTED);
  });
});

describe("the pages' content security policy (issue 18 point 7)", () => {
  const policyOf = async (headers: Record<string, string> = {}) => {
    const res = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
      request(`${t.url}/healthz`, { headers }, resolve).on('error', reject).end(),
    );
    res.resume();
    const policy = String(res.headers['content-security-policy'] ?? '');
    return Object.fromEntries(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
  };

  it('connect-src is the app itself (its WebSocket included) and the configured origins; script-src has no eval', async () => {
    const policy = await policyOf();
    // The toys' local API (TOY_API_ORIGINS, ADR 103) is the last entry.
    expect(policy['connect-src']).toEqual(["'self'", own().replace('http:', 'ws:'), TRUSTED, 'https://other.example:8443', 'https://*.lovense.club:*']);
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('a Host header that is not a plain host name adds nothing to the policy', async () => {
    const policy = await policyOf({ Host: 'evil.example;script-src' });
    expect(policy['connect-src']).toEqual(["'self'", "'self'", TRUSTED, 'https://other.example:8443', 'https://*.lovense.club:*']);
    expect(Object.keys(policy).filter((d) => d === 'script-src')).toHaveLength(1);
  });
});
