import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { signRequest } from '../../common/sign';
import { startTestServer, type TestServer } from '../../test/server';
import { unreadCounters, users } from '../db/schema';
import { userRoom } from '../realtime';
import { createSession } from '../domain/sessions';
import { setSetting } from '../domain/system';
import { endpointList as endpoints } from '.';

let t: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  const { db } = t.server.database;
  const [user] = await db.insert(users).values({ userName: 'golden_fan', nickname: 'Golden', isAnonymous: false }).returning();
  userId = user.id;
  await db.insert(unreadCounters).values({ userId, tc: 3, tn: 120, sc: 1 });
  ({ token } = await createSession(db, userId));
});
afterAll(() => t?.close());

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });
const asUser = () => ({ headers: { Cookie: `__antk=${token}` } });

describe('health and version', () => {
  it('GET /healthz checks the database', async () => {
    const { status, body } = await json(await fetch(`${t.url}/healthz`));
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('GET /healthz answers 503 when the database is gone', async () => {
    const other = await startTestServer();
    await other.server.database.close();
    const res = await fetch(`${other.url}/healthz`);
    expect(res.status).toBe(503);
    await other.server.close().catch(() => undefined);
  });

  it('GET /v.json reports the build version', async () => {
    const { body } = await json(await fetch(`${t.url}/v.json`));
    expect(typeof body.version).toBe('string');
    expect(body.version.length).toBeGreaterThan(0);
  });
});

describe('security headers', () => {
  it('an API answer gets a fixed policy that allows nothing; other answers the page policy with a fresh nonce', async () => {
    const api = await t.call('GET', '/api/core/system/show_settings/');
    expect(api.status).toBe(200);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    // One user's data: never kept by a browser or proxy cache, so no ETag to revalidate either.
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('etag')).toBeNull();
    // Express answers the /api paths without an endpoint, with the same headers.
    const missing = await t.call('GET', '/api/core/no_such_call/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const nonces: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) {
      const policy = (await fetch(`${t.url}/healthz`)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      nonces.push(policy.match(/'nonce-([^']+)'/)?.[1]);
    }
    expect(nonces[0]).toMatch(/^[\w+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
  });
});

describe('request ids', () => {
  it("every API answer, 404s too, carries X-Request-Id: the caller's short safe one, else a new one", async () => {
    const fresh = (await t.call('GET', '/api/core/system/show_settings/')).headers.get('x-request-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.call('GET', '/api/core/no_such_call/', {}, { headers: { 'X-Request-Id': 'edge-42.abc' } });
    expect([given.status, given.headers.get('x-request-id')]).toEqual([404, 'edge-42.abc']);
    const unsafe = (await t.call('GET', '/api/core/system/show_settings/', {}, { headers: { 'X-Request-Id': 'a b<script>' } })).headers.get('x-request-id');
    expect(unsafe).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('system endpoints', () => {
  it('system/fetch returns the server ts, even to a client whose clock is off', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await json(await t.call('POST', '/api/core/system/fetch/', {}, { ts: before - 3600 }));
    expect(status).toBe(200);
    expect(body.result).toBe('ok');
    expect(body.data.ts).toBeGreaterThanOrEqual(before);
    expect(body.data.ts).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('show_settings returns CT, OC, AP, SL from the stored settings', async () => {
    let { body } = await json(await t.call('GET', '/api/core/system/show_settings/'));
    expect(body.data).toEqual({ CT: 1, OC: false, AP: false, SL: true });
    await setSetting(t.server.database.db, 'SL', false);
    ({ body } = await json(await t.call('GET', '/api/core/system/show_settings/')));
    expect(body.data.SL).toBe(false);
    await setSetting(t.server.database.db, 'SL', true);
  });

  it('system/init needs a session (1001 and "Please log in to continue")', async () => {
    const { status, body } = await json(await t.call('GET', '/api/core/system/init/'));
    expect(status).toBe(401);
    expect(body).toEqual({ result: 'error', error: { code: 1001, message: 'Please log in to continue' } });
  });

  it('system/init returns the unread counters of the session user (cookie or bearer)', async () => {
    const first = await json(await t.call('GET', '/api/core/system/init/', {}, asUser()));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ TC: 3, TN: 120, SC: 1 });
    const { body } = await json(await t.call('GET', '/api/core/system/init/', {}, { headers: { Authorization: `Bearer ${token}` } }));
    expect(body.data.TN).toBe(120);
  });

  it('GET /api/auth/user returns the current user', async () => {
    const { body } = await json(await t.call('GET', '/api/auth/user', {}, asUser()));
    expect(body.data.user).toMatchObject({ user_id: userId, user_name: 'golden_fan', user_role: 0, is_anonymous: false });
  });
});

describe('signature and timestamp', () => {
  it('a stale ts is refused with 9002', async () => {
    const { status, body } = await json(await t.call('GET', '/api/core/system/show_settings/', {}, { ts: Math.floor(Date.now() / 1000) - 3600 }));
    expect(status).toBe(400);
    expect(body.error.code).toBe(9002);
    expect(body.error.message).toBe(ERRORS.STALE_REQUEST.message);
  });

  it('a missing or wrong sign is refused', async () => {
    let res = await fetch(`${t.url}/api/core/system/show_settings/`);
    expect((await json(res)).body.error.code).toBe(ERRORS.BAD_SIGNATURE.code);
    const ts = Math.floor(Date.now() / 1000);
    const forged = signRequest('not-the-key', 'GET', '/api/core/system/show_settings/', { ts });
    res = await fetch(`${t.url}/api/core/system/show_settings/?ts=${ts}&sign=${forged}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(ERRORS.BAD_SIGNATURE.code);
  });

  it('a sign made for other parameters is refused', async () => {
    const ts = Math.floor(Date.now() / 1000);
    const sign = signRequest(t.config.SIGN_KEY, 'POST', '/api/core/system/fetch/', { ts, a: 1 });
    const res = await fetch(`${t.url}/api/core/system/fetch/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ts, a: 2, sign }),
    });
    expect(res.status).toBe(400);
  });
});

describe('bad input never gets a 5xx', () => {
  const hostile = ["' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000', 'x'.repeat(5000), '{"$gt":""}'];

  const isClientError = async (res: Response) => {
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(body.result).toBe('error');
    expect(typeof body.error.code).toBe('number');
    expect(body.error.message.length).toBeGreaterThan(0);
    return body;
  };

  // The loopback-only outbox is not signed: from this machine it answers whatever the query (identity-email.int.test.ts).
  for (const ep of endpoints.filter((e) => !e.loopbackOnly)) {
    const path = `/api${ep.path}`;
    describe(`${ep.method} ${path}`, () => {
      it('malformed JSON', async () => {
        const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"ts": 1,' });
        const body = await isClientError(res);
        if (ep.method === 'POST') expect(body.error.code).toBe(ERRORS.MALFORMED_JSON.code);
      });

      it('a body that is not an object, or not JSON', async () => {
        for (const [type, body] of [
          ['application/json', '[1,2,3]'],
          ['application/json', '"text"'],
          ['application/json', 'null'],
          ['text/plain', 'hello'],
        ]) {
          await isClientError(await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body }));
        }
      });

      it('an oversized body', async () => {
        const body = JSON.stringify({ ts: 1, blob: 'x'.repeat(200_000) });
        const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        const parsed = await isClientError(res);
        if (ep.method === 'POST') expect(parsed.error.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
      });

      it('wrong types and hostile strings in every place', async () => {
        for (const value of hostile) {
          await isClientError(await fetch(`${t.url}${path}?ts=${encodeURIComponent(value)}&sign=${encodeURIComponent(value)}`, { method: ep.method }));
          const res = await t.call(ep.method, path, { anything: value, nested: { deep: [value] } }, asUser());
          expect(res.status, value).toBeLessThan(500);
        }
        await isClientError(await t.call(ep.method, path, { ts: 'soon' } as Record<string, unknown>));
      });

      it('invalid identity headers are named in the error', async () => {
        const body = await isClientError(await t.call(ep.method, path, {}, { headers: { 'x-user-type': '9' } }));
        expect(body.error.message).toContain('x-user-type');
      });
    });
  }

  it('an unknown API path is a JSON 404, a wrong method a 405', async () => {
    let res = await t.call('GET', '/api/core/nothing/here/');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe(ERRORS.NOT_FOUND.code);
    res = await t.call('POST', '/api/core/system/show_settings/');
    expect(res.status).toBe(405);
    res = await t.call('PUT', '/api/core/chat/send/');
    expect(res.status).toBe(405);
  });

  it('paths match as Express matches them: in any letter case, with or without the trailing slash; HEAD is GET without a body', async () => {
    for (const path of ['/api/core/system/show_settings', '/api/Core/System/Show_Settings/']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(200);
      expect((await res.json()).result).toBe('ok');
    }
    const head = await t.call('HEAD', '/api/core/system/show_settings/');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await t.call('GET', '/api/core/system/show_settings//')).status).toBe(404);
  });
});

describe('logout and the socket', () => {
  it('the socket joins the session user room and receives what is sent there', async () => {
    // A session of its own: the hostile-input tests above have logged the shared one out.
    const { token: own } = await createSession(t.server.database.db, userId);
    const client = connectSocket(t.url, {
      transports: ['websocket'],
      extraHeaders: { Cookie: `__antk=${own}` },
      query: { ui: String(userId), ut: '0', di: 'dev1', pt: 'fanstage' },
    });
    await new Promise<void>((resolve, reject) => {
      client.on('connect', () => resolve());
      client.on('connect_error', reject);
    });
    const received = new Promise((resolve) => client.on('realtime_notify', resolve));
    // Give the server a moment to run the connection handler (room join) before emitting.
    await new Promise((r) => setTimeout(r, 50));
    t.server.io.to(userRoom(userId)).emit('realtime_notify', { notify_type: 10, is_show: true } as never); // only its arrival matters here
    await expect(received).resolves.toEqual({ notify_type: 10, is_show: true });
    client.close();
  });

  it('logout ends the session: the token no longer works', async () => {
    const { token: second } = await createSession(t.server.database.db, userId);
    const headers = { Cookie: `__antk=${second}` };
    const res = await t.call('POST', '/api/auth/logout', {}, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('__antk=;');
    const after = await t.call('GET', '/api/core/system/init/', {}, { headers });
    expect(after.status).toBe(401);
  });
});
