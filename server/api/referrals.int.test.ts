/** Referrals (/ref/{code}, an email link's sender) recorded at sign-up, and email event reports (issue 4). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultBirthday, json, signUp, startIdentityServer, ticketFor, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { emailEvents, users } from '../db/schema';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

/** A sign-up from a browser that carries the referral cookie. */
async function signUpWith(referral: object, userName: string) {
  const cookie = `__ref=${encodeURIComponent(JSON.stringify(referral))}`;
  const email = `${userName}@example.com`;
  const ticket = await ticketFor(t, email);
  const init = withToken(undefined);
  const res = await t.call(
    'POST',
    '/api/core/auth/email/complete_signup/',
    { signup_ticket: ticket.signup_ticket, birthday: adultBirthday, user_name: userName, nickname: 'Referred' },
    { headers: { ...init.headers, Cookie: cookie } },
  );
  const { body, status } = await json(res);
  expect(status).toBe(200);
  return body.data.user_id as number;
}

describe('referrals', () => {
  it('every signed-up user has a referrer code, in the session user too', async () => {
    const { token, userId } = await signUp(t, 'has.code');
    const code = (await userRow(userId)).referrerCode;
    expect(code).toMatch(/^[a-z0-9]{8}$/);
    const { body } = await json(await t.call('GET', '/api/auth/user', {}, withToken(token)));
    expect(body.data.user.referrer_code).toBe(code);
  });

  it('a /ref/{code} visitor who signs up is recorded as referred by the code owner', async () => {
    const owner = await signUp(t, 'code.owner');
    const code = (await userRow(owner.userId)).referrerCode!;
    const id = await signUpWith({ code }, 'came.by.code');
    expect((await userRow(id)).referredBy).toBe(owner.userId);
  });

  it("an email link's sender is the inviter, and its template the traffic source", async () => {
    const inviter = await signUp(t, 'the.inviter');
    const id = await signUpWith({ inviter: String(inviter.userId), traffic: 'earnings' }, 'came.by.email');
    expect(await userRow(id)).toMatchObject({ referredBy: inviter.userId, trafficSource: 'earnings' });
  });

  it('an unknown code or inviter records no referrer, and a forged cookie is ignored', async () => {
    expect((await userRow(await signUpWith({ code: 'zzzzzzzz' }, 'unknown.code'))).referredBy).toBeNull();
    expect((await userRow(await signUpWith({ inviter: '999999' }, 'unknown.inviter'))).referredBy).toBeNull();
    expect((await userRow(await signUpWith({ inviter: '1; drop table users' }, 'forged.cookie'))).referredBy).toBeNull();
  });

  it('logout clears the referral cookie with the session', async () => {
    const { token } = await signUp(t, 'leaving.user');
    const res = await t.call('POST', '/api/auth/logout', {}, withToken(token));
    const cleared = res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['__antk', '__ref']));
  });
});

describe('POST /api/core/notify/email/event/report/', () => {
  it('stores a click with its payload (as an object or as JSON text)', async () => {
    const report = (payload: unknown) => t.call('POST', '/api/core/notify/email/event/report/', { template: 'earnings', user_id: 5, payload, event_type: 2 });
    expect((await report({ click_url: 'https://x.test/a' })).status).toBe(200);
    expect((await report(JSON.stringify({ click_url: 'https://x.test/b' }))).status).toBe(200);
    const rows = await db().select().from(emailEvents).where(eq(emailEvents.userId, 5));
    expect(rows.map((r) => r.payload)).toEqual([{ click_url: 'https://x.test/a' }, { click_url: 'https://x.test/b' }]);
  });

  it('refuses what is not a click report, naming the field', async () => {
    const bad = async (params: Record<string, unknown>) => json(await t.call('POST', '/api/core/notify/email/event/report/', params));
    const wrongType = await bad({ template: 'earnings', payload: {}, event_type: 1 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toMatch(/event_type/);
    expect((await bad({ template: 'earnings', payload: 'not json', event_type: 2 })).body.error.message).toMatch(/payload/);
    expect((await bad({ payload: {}, event_type: 2 })).body.error.message).toMatch(/template/);
  });
});
