/** Sign-up and log-in with an emailed code, anonymous accounts, the outbox and SMTP (issue 4). */
import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { startTestSmtp } from '../../test/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { IDENTITY_TEXTS } from '../../common/identity';
import {
  adultBirthday,
  anonymous,
  codeFromOutbox,
  fakeIp,
  json,
  sessionCookie,
  signUp,
  startIdentityServer,
  ticketFor,
  uniqueEmail,
  withToken,
} from '../../test/identity';
import { startTestServer, type TestServer } from '../../test/server';
import { createAppServer } from '../app';
import { emailCodes, users } from '../db/schema';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const sendCode = (email: unknown, ip = fakeIp()) => t.call('POST', '/api/core/auth/email/send_code/', { email }, withToken(undefined, ip));
const verify = (email: string, code: string, token?: string, ip = fakeIp()) =>
  t.call('POST', '/api/core/auth/email/verify_code/', { email, code }, withToken(token, ip));
const complete = (fields: Record<string, unknown>, token?: string) => t.call('POST', '/api/core/auth/email/complete_signup/', fields, withToken(token));
const me = (token: string) => t.call('GET', '/api/auth/user', {}, withToken(token));

describe('anonymous accounts', () => {
  it('signup_anonymous creates a guest with a session, in an httpOnly SameSite=Lax cookie', async () => {
    const res = await t.call('POST', '/api/core/auth/signup_anonymous/', {}, withToken(undefined));
    const { status, body } = await json(res);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ is_anonymous: true, user_role: 0, restored: false });
    expect(body.data.user_name).toMatch(/^guest_[0-9a-f]{12}$/);
    expect(typeof body.data.token).toBe('string');
    expect(body.data.user.user_id).toBe(body.data.user_id);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__antk='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie(res)).toBe(body.data.token);
    expect((await json(await me(body.data.token))).body.data.user.user_id).toBe(body.data.user_id);
  });

  it('restores the same anonymous user from its token (cookie or body), else creates anew', async () => {
    const first = await anonymous(t);
    let { body } = await json(await t.call('POST', '/api/core/auth/signup_anonymous/', { token: first.token }, withToken(undefined)));
    expect(body.data).toMatchObject({ user_id: first.userId, token: first.token, restored: true });
    ({ body } = await json(await t.call('POST', '/api/core/auth/signup_anonymous/', {}, withToken(first.token))));
    expect(body.data).toMatchObject({ user_id: first.userId, restored: true });
    ({ body } = await json(await t.call('POST', '/api/core/auth/signup_anonymous/', { token: 'not-a-token' }, withToken(undefined))));
    expect(body.data.user_id).not.toBe(first.userId);
    expect(body.data.restored).toBe(false);
  });

  it('search-engine bots get none (403)', async () => {
    const res = await t.call(
      'POST',
      '/api/core/auth/signup_anonymous/',
      {},
      {
        headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      },
    );
    const { status, body } = await json(res);
    expect(status).toBe(403);
    expect(body.error).toEqual({ code: ERRORS.BOT_NOT_ALLOWED.code, message: ERRORS.BOT_NOT_ALLOWED.message });
  });

  it('a signed-up user is not given an anonymous account', async () => {
    const { token } = await signUp(t, 'already_in');
    const { status, body } = await json(await t.call('POST', '/api/core/auth/signup_anonymous/', {}, withToken(token)));
    expect(status).toBe(409);
    expect(body.error.code).toBe(ERRORS.ALREADY_SIGNED_UP.code);
  });
});

describe('emailed codes', () => {
  it('a bad email: "Please enter a valid email"', async () => {
    for (const email of ['', 'fan', 'fan@', '@example.com', 'a b@example.com', 42, null]) {
      const { status, body } = await json(await sendCode(email));
      expect(status, String(email)).toBe(400);
      expect(body.error).toMatchObject({ code: ERRORS.BAD_REQUEST.code, message: 'Please enter a valid email', field: 'email' });
    }
  });

  it('sends a 6-digit code that is stored only as a hash and expires in 10 minutes', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const { status, body } = await json(await sendCode(email.toUpperCase()));
    expect(status).toBe(200);
    expect(body.data).toEqual({ email, expires_in: 600 });
    const code = await codeFromOutbox(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(595_000);
    expect(row.expiresAt.getTime() - before).toBeLessThan(605_000);
  });

  it('a code works once', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeFromOutbox(t, email);
    expect((await json(await verify(email, code))).body.data.is_new).toBe(true);
    const again = await json(await verify(email, code));
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe(ERRORS.CODE_EXPIRED.code);
  });

  it('an expired code is refused', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeFromOutbox(t, email);
    await db()
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const { status, body } = await json(await verify(email, code));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: ERRORS.CODE_EXPIRED.code, message: ERRORS.CODE_EXPIRED.message });
  });

  it('5 wrong codes make the code invalid, even the right one afterwards', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeFromOutbox(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await json(await verify(email, wrong))).body.error.code);
    expect(codes).toEqual([...Array(4).fill(ERRORS.CODE_INVALID.code), ERRORS.CODE_ATTEMPTS_EXCEEDED.code]);
    const { body } = await json(await verify(email, code));
    expect(body.error.code).toBe(ERRORS.CODE_ATTEMPTS_EXCEEDED.code);
  });

  it('a malformed code names the rule', async () => {
    const { status, body } = await json(await verify(uniqueEmail(), '12ab'));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ message: IDENTITY_TEXTS.code, field: 'code' });
  });

  it('a new code retires the earlier one', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const first = await codeFromOutbox(t, email);
    // The per-minute limit would refuse a second code now: move the first one's window back.
    await db().execute(sql`delete from rate_limits where bucket = ${`code:email:1m:${email}`}`);
    await sendCode(email);
    const second = await codeFromOutbox(t, email);
    if (first !== second) expect((await json(await verify(email, first))).body.error.code).toBe(ERRORS.CODE_INVALID.code);
    expect((await json(await verify(email, second))).body.data.is_new).toBe(true);
  });
});

describe('rate limits (429, stored in the database)', () => {
  it('one code a minute per email, with a message saying when to retry and Retry-After', async () => {
    const email = uniqueEmail();
    expect((await sendCode(email)).status).toBe(200);
    const res = await sendCode(email);
    const { status, body, headers } = await json(res);
    expect(status).toBe(429);
    expect(body.error.code).toBe(ERRORS.CODE_RATE_LIMITED.code);
    expect(body.error.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    const retry = Number(headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(66); // a sliding minute of ten slots: up to one slot more (ADR 086)
  });

  it('20 codes an hour per address', async () => {
    const ip = fakeIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(uniqueEmail(), ip)).status).toBe(200);
    const { status, body } = await json(await sendCode(uniqueEmail(), ip));
    expect(status).toBe(429);
    expect(body.error.message).toMatch(/try again in \d+ (seconds?|minutes)\./);
    expect((await sendCode(uniqueEmail(), fakeIp())).status).toBe(200);
  });

  it('RATE_LIMITS=0 turns them off (load tests)', async () => {
    const other = await startIdentityServer({ RATE_LIMITS: '0' });
    try {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i++) {
        const res = await other.call('POST', '/api/core/auth/email/send_code/', { email }, withToken(undefined));
        expect(res.status).toBe(200);
      }
    } finally {
      await other.close();
    }
  });
});

describe('completing the sign-up', () => {
  const valid = { birthday: adultBirthday, user_name: 'happy.fan_1', nickname: 'Happy' };

  it('every rule has its own message', async () => {
    const { signup_ticket } = await ticketFor(t, uniqueEmail());
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ birthday: seventeen }, IDENTITY_TEXTS.underAge, 'birthday'],
      [{ birthday: '1990-02-30' }, IDENTITY_TEXTS.birthdayFormat, 'birthday'],
      [{ birthday: '17/05/1990' }, IDENTITY_TEXTS.birthdayFormat, 'birthday'],
      [{ user_name: 'short' }, 'Username must be at least 6 characters', 'user_name'],
      [{ user_name: 'x'.repeat(31) }, 'Username must be at most 30 characters', 'user_name'],
      [{ user_name: 'ends.with.' }, 'Username must not end with a period', 'user_name'],
      [{ user_name: 'bad-name!' }, 'Username can only contain letters, numbers, underscores and periods', 'user_name'],
      [{ user_name: 'the_FanStage_fan' }, 'Username must not contain "fanstage"', 'user_name'],
      [{ user_name: 'my_onlyfans_x' }, 'Username must not contain "onlyfans"', 'user_name'],
      [{ nickname: 'A' }, 'Display name must be at least 2 characters', 'nickname'],
      [{ nickname: 'A'.repeat(31) }, 'Display name must be at most 30 characters', 'nickname'],
      [{ portrait: 'javascript:alert(1)' }, IDENTITY_TEXTS.portrait, 'portrait'],
    ];
    for (const [change, message, field] of cases) {
      const { status, body } = await json(await complete({ signup_ticket, ...valid, ...change }));
      expect(status, message).toBe(400);
      expect(body.error, message).toMatchObject({ code: ERRORS.BAD_REQUEST.code, message, field });
    }
    expect(IDENTITY_TEXTS.underAge).toBe('Not available for users under 18.');
  });

  it('an anonymous visitor who signs up keeps the same user id; the session is rotated', async () => {
    const anon = await anonymous(t);
    const email = uniqueEmail();
    const { signup_ticket } = await ticketFor(t, email, anon.token);
    const res = await complete({ signup_ticket, ...valid, user_name: 'kept.my_id', portrait: '/media/p/1.jpg' }, anon.token);
    const { status, body } = await json(res);
    expect(status).toBe(200);
    expect(body.data.user_id).toBe(anon.userId);
    expect(body.data.user).toMatchObject({ user_name: 'kept.my_id', nickname: 'Happy', portrait: '/media/p/1.jpg', is_anonymous: false });
    expect(body.data.token).not.toBe(anon.token);
    expect(sessionCookie(res)).toBe(body.data.token);
    expect((await me(anon.token)).status).toBe(401);
    expect((await json(await me(body.data.token))).body.data.user.user_id).toBe(anon.userId);
    const [row] = await db().select().from(users).where(eq(users.id, anon.userId));
    expect(row).toMatchObject({ email, birthday: adultBirthday, isAnonymous: false });
  });

  it('user names are unique regardless of case; emails once', async () => {
    const first = await signUp(t, 'Unique_Name');
    const { signup_ticket } = await ticketFor(t, uniqueEmail());
    const { status, body } = await json(await complete({ signup_ticket, ...valid, user_name: 'unique_name' }));
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: ERRORS.USER_NAME_TAKEN.code, field: 'user_name' });
    // The same address signing up again is logged in instead (is_new false).
    const ip = fakeIp();
    await db().execute(sql`delete from rate_limits`);
    await sendCode(first.email, ip);
    const code = await codeFromOutbox(t, first.email);
    expect((await json(await verify(first.email, code, undefined, ip))).body.data).toMatchObject({ is_new: false, user_id: first.userId });
  });

  it('a forged or missing ticket is refused', async () => {
    const { signup_ticket } = await ticketFor(t, uniqueEmail());
    const forged = signup_ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const ticket of [forged, 'abc.def', undefined]) {
      const fields = ticket === undefined ? { ...valid, user_name: 'no_ticket' } : { signup_ticket: ticket, ...valid, user_name: 'no_ticket' };
      const { status, body } = await json(await complete(fields));
      expect(status).toBe(400);
      expect(body.error.code).toBe(ERRORS.SIGNUP_TICKET_INVALID.code);
    }
  });
});

describe('logging in with a code', () => {
  it('verify_code logs an existing user in with a new token and ends the device session (no fixation)', async () => {
    const user = await signUp(t, 'returning.fan');
    const anon = await anonymous(t);
    const ip = fakeIp();
    await db().execute(sql`delete from rate_limits`);
    await sendCode(user.email, ip);
    const code = await codeFromOutbox(t, user.email);
    const res = await verify(user.email, code, anon.token, ip);
    const { status, body } = await json(res);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ is_new: false, user_id: user.userId, user: { user_name: 'returning.fan', is_anonymous: false } });
    expect(body.data.token).not.toBe(anon.token);
    expect(body.data.token).not.toBe(user.token);
    expect(sessionCookie(res)).toBe(body.data.token);
    expect((await me(anon.token)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200); // another device stays logged in
  });

  it('POST /api/auth/login (local strategy) answers ptoken and user', async () => {
    const user = await signUp(t, 'local.login');
    await db().execute(sql`delete from rate_limits`);
    await sendCode(user.email);
    const code = await codeFromOutbox(t, user.email);
    const res = await t.call('POST', '/api/auth/login', { email: user.email, code }, withToken(undefined));
    const { status, body } = await json(res);
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ user_id: user.userId, user_name: 'local.login' });
    expect(body.data.ptoken).toBe(sessionCookie(res));
    expect((await me(body.data.ptoken)).status).toBe(200);
  });

  it('/api/auth/login for an unknown address: 404 naming the problem, and no code is used', async () => {
    const { status, body } = await json(await t.call('POST', '/api/auth/login', { email: uniqueEmail(), code: '123456' }, withToken(undefined)));
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: ERRORS.ACCOUNT_NOT_FOUND.code, message: ERRORS.ACCOUNT_NOT_FOUND.message });
  });
});

describe('the adult popup', () => {
  it('shows for a creator until the viewer confirms; never for a non-creator or with AP on', async () => {
    const [creator] = await db().insert(users).values({ userName: 'creator_one', isAnonymous: false, userRole: 1 }).returning();
    const [fan] = await db().insert(users).values({ userName: 'plain_fan', isAnonymous: false, userRole: 0 }).returning();
    const viewer = await anonymous(t);
    const check = async (target: number) =>
      (await json(await t.call('POST', '/api/core/user/adult_popup/check/', { target_user_id: target }, withToken(viewer.token)))).body.data;
    expect(await check(creator.id)).toEqual({ is_pop: true });
    expect(await check(fan.id)).toEqual({ is_pop: false });
    expect(await check(999_999)).toEqual({ is_pop: false });
    const { setSetting } = await import('../domain/system');
    await setSetting(db(), 'AP', true);
    expect(await check(creator.id)).toEqual({ is_pop: false });
    await setSetting(db(), 'AP', false);
    const confirmed = await t.call('POST', '/api/core/user/adult_popup/confirm/', {}, withToken(viewer.token));
    expect(confirmed.status).toBe(200);
    expect(await check(creator.id)).toEqual({ is_pop: false });
    // Signing up keeps the confirmation (same row).
    const { token } = await signUp(t, 'confirmed.fan', viewer.token);
    const after = await json(await t.call('POST', '/api/core/user/adult_popup/check/', { target_user_id: creator.id }, withToken(token)));
    expect(after.body.data).toEqual({ is_pop: false });
  });

  it('needs a session', async () => {
    const { status } = await json(await t.call('POST', '/api/core/user/adult_popup/check/', { target_user_id: 1 }));
    expect(status).toBe(401);
  });
});

describe('the outbox', () => {
  it('lists the latest messages to the machine itself, never through a proxy (403)', async () => {
    let { status, body } = await json(await fetch(`${t.url}/api/dev/outbox`));
    expect(status).toBe(200);
    expect(body.data.kind).toBe('outbox');
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(body.data.list[0]).toMatchObject({ to: expect.any(String), subject: expect.stringMatching(/\d{6} is your Fanstage code/) });
    ({ status, body } = await json(await fetch(`${t.url}/api/dev/outbox`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })));
    expect(status).toBe(403);
    expect(body.error.code).toBe(ERRORS.LOOPBACK_ONLY.code);
  });

  it('refuses a request from another address, in production mode too', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (!external) return; // no network interface but loopback on this machine
    const { loadConfig } = await import('../config');
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: t.dataDir, SHUTDOWN_TIMEOUT_MS: '1000' });
    const server = await createAppServer(config, { remix: 'none', database: t.server.database });
    await new Promise<void>((resolve) => server.httpServer.listen(0, '0.0.0.0', resolve));
    const { port } = server.httpServer.address() as AddressInfo;
    try {
      expect((await fetch(`http://${external.address}:${port}/api/dev/outbox`)).status).toBe(403);
      expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  });
});

describe('SMTP', () => {
  it('with SMTP_URL the code goes out over SMTP (a local server started by the test)', async () => {
    const smtp = await startTestSmtp();
    const { received } = smtp;
    const mailed = await startTestServer({ SMTP_URL: smtp.url, SMTP_FROM: 'Fanstage <codes@fanstage.test>' });
    try {
      const email = uniqueEmail();
      const res = await mailed.call('POST', '/api/core/auth/email/send_code/', { email });
      expect(res.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0].to).toBe(email);
      expect(received[0].data).toContain('From: Fanstage <codes@fanstage.test>');
      const code = /code is (\d{6})/.exec(received[0].data)![1];
      const { body } = await json(await mailed.call('POST', '/api/core/auth/email/verify_code/', { email, code }));
      expect(body.data.is_new).toBe(true);
      const outbox = await json(await fetch(`${mailed.url}/api/dev/outbox`));
      expect(outbox.body.data).toEqual({ kind: 'smtp', list: [] });
    } finally {
      await mailed.close();
      await smtp.close();
    }
  });
});
