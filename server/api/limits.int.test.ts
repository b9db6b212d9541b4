/**
 * Issue 18 (ADR 086): the API's rate limits per address and per user (writes and sign-in stricter),
 * 429 with Retry-After; X-Forwarded-For and -Proto believed only from a trusted proxy; the
 * __Host- session cookie over HTTPS; the cap on anonymous sockets per address. Limits are small here.
 */
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { BROWSER_UA, fakeIp, json, startIdentityServer } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { createSession } from '../domain/sessions';

const LIMITS = {
  API_LIMIT_IP_PER_MINUTE: '20',
  API_LIMIT_USER_PER_MINUTE: '8',
  API_LIMIT_WRITES_PER_MINUTE: '4',
  API_LIMIT_SIGN_IN_PER_MINUTE: '2',
  SOCKET_ANONYMOUS_PER_IP: '2',
};

let trusted: TestServer; // behind a proxy on this machine (TRUST_PROXY=loopback)
let direct: TestServer; // no proxy trusted
beforeAll(async () => {
  [trusted, direct] = await Promise.all([startIdentityServer(LIMITS), startIdentityServer({ ...LIMITS, TRUST_PROXY: '', API_LIMIT_IP_PER_MINUTE: '3' })]);
});
afterAll(() => Promise.all([trusted?.close(), direct?.close()]));

let names = 0;
async function signedUpUser(t: TestServer) {
  const [user] = await t.server.database.db
    .insert(users)
    .values({ userName: `limits.${process.pid}.${++names}`, isAnonymous: false })
    .returning({ id: users.id });
  return (await createSession(t.server.database.db, user.id)).token;
}

const from = (ip: string, token?: string, extra: Record<string, string> = {}) => ({
  headers: { 'X-Forwarded-For': ip, 'User-Agent': BROWSER_UA, ...(token ? { Cookie: `__antk=${token}` } : {}), ...extra },
});
const feed = (t: TestServer, ip: string, token?: string) => t.call('GET', '/api/core/feed/', {}, from(ip, token));
const me = (t: TestServer, ip: string, token?: string) => t.call('GET', '/api/auth/user', {}, from(ip, token));

async function expectRefused(res: Response) {
  const { status, body, headers } = await json(res);
  expect(status).toBe(429);
  expect(body.error.code).toBe(ERRORS.RATE_LIMITED.code);
  expect(body.error.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
  const retryAfter = headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(66);
}

describe('the API rate limit', () => {
  it('per address: every call counts; the one over the limit is 429 with Retry-After; other addresses go on', async () => {
    const ip = fakeIp();
    for (let i = 0; i < 20; i++) expect((await feed(trusted, ip)).status).toBe(200);
    await expectRefused(await feed(trusted, ip));
    expect((await feed(trusted, fakeIp())).status).toBe(200);
  });

  it('per user: a signed-in user is limited whatever address they call from; another user at the same address is not', async () => {
    const token = await signedUpUser(trusted);
    const ip = fakeIp();
    for (let i = 0; i < 8; i++) expect((await me(trusted, fakeIp(), token)).status).toBe(200);
    await expectRefused(await me(trusted, ip, token));
    expect((await me(trusted, ip, await signedUpUser(trusted))).status).toBe(200);
  });

  it('writes are stricter: the fifth POST of a minute is refused while reads still pass', async () => {
    const token = await signedUpUser(trusted);
    const confirm = () => trusted.call('POST', '/api/core/user/adult_popup/confirm/', {}, from(fakeIp(), token));
    for (let i = 0; i < 4; i++) expect((await confirm()).status).toBe(200);
    await expectRefused(await confirm());
    expect((await me(trusted, fakeIp(), token)).status).toBe(200);
  });

  it('sign-in calls are stricter still, per address', async () => {
    const ip = fakeIp();
    const anonymous = () => trusted.call('POST', '/api/core/auth/signup_anonymous/', {}, from(ip));
    for (let i = 0; i < 2; i++) expect((await anonymous()).status).toBe(200);
    await expectRefused(await anonymous());
    expect((await feed(trusted, ip)).status).toBe(200);
  });
});

describe('X-Forwarded-For', () => {
  it('from a peer that is not a trusted proxy is ignored: every made-up address counts as the peer (and so does its https claim)', async () => {
    const res = await direct.call('POST', '/api/core/auth/signup_anonymous/', {}, from(fakeIp(), undefined, { 'X-Forwarded-Proto': 'https' }));
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('__antk='))).not.toMatch(/Secure/);
    expect(cookies.some((c) => c.startsWith('__Host-'))).toBe(false);
    for (let i = 0; i < 2; i++) expect((await feed(direct, fakeIp())).status).toBe(200);
    await expectRefused(await feed(direct, fakeIp()));
  });

  it("from a trusted proxy, the address the proxy added counts, not the client's own claim before it", async () => {
    const ip = fakeIp();
    for (let i = 0; i < 20; i++) expect((await feed(trusted, `${fakeIp()}, ${ip}`)).status).toBe(200);
    await expectRefused(await feed(trusted, `${fakeIp()}, ${ip}`));
  });
});

describe('the session cookie over HTTPS', () => {
  const https = { 'X-Forwarded-Proto': 'https' };
  const anonymous = (t: TestServer, extra: Record<string, string> = {}) =>
    t.call('POST', '/api/core/auth/signup_anonymous/', {}, from(fakeIp(), undefined, extra));
  const withCookie = (t: TestServer, cookie: string, extra: Record<string, string> = {}) =>
    t.call('GET', '/api/auth/user', {}, { headers: { 'X-Forwarded-For': fakeIp(), Cookie: cookie, ...extra } });

  it('is __Host-antk (Secure, Path=/, no Domain) when a trusted proxy says the client used https', async () => {
    const res = await anonymous(trusted, https);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-antk='))!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const { token } = (await json(res)).body.data;
    expect((await withCookie(trusted, `__Host-antk=${token}`, https)).status).toBe(200);
    // Only the name in force is read: over https the plain name is no session, over http the prefixed one is not.
    expect((await withCookie(trusted, `__antk=${token}`, https)).status).toBe(401);
    expect((await withCookie(trusted, `__Host-antk=${token}`)).status).toBe(401);
    expect((await withCookie(trusted, `__antk=${token}`)).status).toBe(200);
  });

  it('stays __antk without Secure over plain http', async () => {
    const cookies = (await anonymous(trusted)).headers.getSetCookie();
    const cookie = cookies.find((c) => c.startsWith('__antk='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Secure/);
    expect(cookies.some((c) => c.startsWith('__Host-'))).toBe(false);
  });
});

describe('anonymous sockets', () => {
  const open: Socket[] = [];
  afterAll(() => open.forEach((s) => s.close()));
  function connect(ip: string, token?: string): Promise<Socket | Error> {
    const extraHeaders = { 'X-Forwarded-For': ip, ...(token ? { Cookie: `__antk=${token}` } : {}) };
    const socket = connectSocket(trusted.url, { transports: ['websocket'], extraHeaders, reconnection: false });
    open.push(socket);
    return new Promise((resolve) => {
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', (error) => resolve(error));
    });
  }

  it('are capped per address; signed-up users are not; a closed one frees its place', async () => {
    const ip = fakeIp();
    const first = await connect(ip);
    expect(first).not.toBeInstanceOf(Error);
    expect(await connect(ip)).not.toBeInstanceOf(Error);
    const refused = await connect(ip);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe(ERRORS.RATE_LIMITED.message);
    expect(await connect(fakeIp())).not.toBeInstanceOf(Error);
    expect(await connect(ip, await signedUpUser(trusted))).not.toBeInstanceOf(Error);
    (first as Socket).close();
    await new Promise((r) => setTimeout(r, 100)); // the server sees the disconnect
    expect(await connect(ip)).not.toBeInstanceOf(Error);
  });
});
