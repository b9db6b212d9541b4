/**
 * Lives over HTTP (issue 22, ADR 102): tickets charged once per live whatever the client's key,
 * the price-change limit's words, a blocked location's 30023, bad input as 4xx, the statement's
 * kinds, each share counted on its live. The rules in depth: server/domain/live/live.int.test.ts.
 */
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { LIVE_API } from '../../common/live';
import { fakeIp, json, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { lives, users } from '../db/schema';
import { move } from '../domain/money/ledger';
import { createSession } from '../domain/sessions';

/** The shipped GeoLite2 data puts this address in France (as in locations.int.test.ts). */
const FRANCE = '2.2.2.2';

let t: TestServer & { dataDir: string };
let made = 0;
type Person = { token: string; userId: number };

async function person(role: 0 | 1 = 0, coins = 0): Promise<Person> {
  const db = t.server.database.db;
  const [user] = await db
    .insert(users)
    .values({ userName: `live_api_${++made}`, nickname: `Live ${made}`, isAnonymous: false, userRole: role })
    .returning();
  if (coins) {
    await move(db, {
      kind: 'purchase',
      userId: user!.id,
      idemKey: randomUUID(),
      params: { coins },
      legs: [
        { account: { system: 'provider' }, amount: -coins },
        { account: { user: user!.id, kind: 'wallet' }, amount: coins },
      ],
    });
  }
  return { token: (await createSession(db, user!.id)).token, userId: user!.id };
}
const api = async (method: 'GET' | 'POST', path: string, who: Person, params: Record<string, unknown>, ip = fakeIp()) =>
  json(await t.call(method, `/api${path}`, params, withToken(who.token, ip)));
const ok = async (method: 'GET' | 'POST', path: string, who: Person, params: Record<string, unknown>) => {
  const answer = await api(method, path, who, params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  t = await startIdentityServer({ TEST_CLOCK: '1', LIVE_JOB_INTERVAL_MS: '0', CALL_JOB_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0' });
});
afterAll(() => t?.close());

it('charges a ticket once per live, whatever the key, and names it on the statement', async () => {
  const creator = await person(1);
  const fan = await person(0, 100);
  const live = await ok('POST', LIVE_API.start, creator, { title: 'Ticketed', ticket_price: 25 });
  expect((await ok('GET', LIVE_API.detail, fan, { live_id: live.live_id })).entry).toBe('needs_ticket');
  const key = `ticket-${randomUUID()}`;
  for (const idem_key of [key, key, `other-${randomUUID()}`]) {
    expect((await ok('POST', LIVE_API.ticket, fan, { live_id: live.live_id, idem_key })).entry).toBe('ticket');
  }
  expect((await ok('GET', '/pay/wallet', fan, {})).coins).toBe(75);
  const statement = await ok('GET', '/pay/transactions', fan, {});
  expect(statement.list.filter((l: { kind: string }) => l.kind === 'live_ticket')).toHaveLength(1);
});

it('refuses the third price change with the spec words', async () => {
  const creator = await person(1);
  const live = await ok('POST', LIVE_API.start, creator, { title: 'Prices', ticket_price: 10 });
  await ok('POST', LIVE_API.price, creator, { live_id: live.live_id, ticket_price: 20 });
  await ok('POST', LIVE_API.price, creator, { live_id: live.live_id, ticket_price: 30 });
  const third = await api('POST', LIVE_API.price, creator, { live_id: live.live_id, ticket_price: 40 });
  expect([third.status, third.body.error.code, third.body.error.message]).toEqual([
    409,
    ERRORS.LIVE_TICKET_PRICE_LIMIT.code,
    "You've reached the limit of 2 ticket price changes for this Live.",
  ]);
});

it('answers a viewer from a blocked location with 30023', async () => {
  const creator = await person(1);
  const fan = await person(0, 50);
  await ok('POST', '/core/user/blocked_location/add/', creator, { country: 'FR', region: '' });
  const live = await ok('POST', LIVE_API.start, creator, { title: 'Not in France', ticket_price: 0 });
  for (const [method, path, params] of [
    ['GET', LIVE_API.detail, { live_id: live.live_id }],
    ['POST', LIVE_API.ticket, { live_id: live.live_id, idem_key: `k-${randomUUID()}` }],
    ['GET', LIVE_API.ofUser, { user_id: creator.userId }],
  ] as const) {
    const refused = await api(method, path, fan, params, FRANCE);
    expect([refused.status, refused.body.error.code], path).toEqual([404, 30023]);
  }
  expect((await api('GET', LIVE_API.detail, fan, { live_id: live.live_id })).status).toBe(200);
});

it('counts every share of a live on that live; an unknown live is 404 and counts nowhere', async () => {
  const creator = await person(1);
  const [fan, other] = [await person(), await person()];
  const shared = await ok('POST', LIVE_API.start, creator, { title: 'Shared', ticket_price: 0 });
  const quiet = await ok('POST', LIVE_API.start, await person(1), { title: 'Not shared', ticket_price: 0 });
  for (const who of [fan, fan, other]) expect(await ok('POST', LIVE_API.share, who, { live_id: shared.live_id })).toEqual({ result: 'ok' });
  const unknown = await api('POST', LIVE_API.share, fan, { live_id: 987_654 });
  expect([unknown.status, unknown.body.error.code]).toEqual([404, ERRORS.LIVE_NOT_FOUND.code]);
  // No answer, summary or stats page shows the count (spec section 7 keeps only the call): it is read where it is kept.
  const sharesOf = async (liveId: number) => (await t.server.database.db.select({ shares: lives.shares }).from(lives).where(eq(lives.id, liveId)))[0]?.shares;
  expect(await sharesOf(shared.live_id)).toBe(3);
  expect(await sharesOf(quiet.live_id)).toBe(0);
});

it('answers bad input with a 4xx from the catalogue', async () => {
  const creator = await person(1);
  const fan = await person(0, 10);
  const cases: [Person, 'GET' | 'POST', string, Record<string, unknown>][] = [
    [creator, 'POST', LIVE_API.start, { title: '   ', ticket_price: 0 }],
    [creator, 'POST', LIVE_API.start, { title: 'Negative', ticket_price: -1 }],
    [creator, 'POST', LIVE_API.schedule, { title: 'Past', ticket_price: 0, starts_at: 1 }],
    [fan, 'GET', LIVE_API.detail, { live_id: 'abc' }],
    [fan, 'GET', LIVE_API.detail, { live_id: 987_654 }],
    [fan, 'POST', LIVE_API.tip, { live_id: 1, coins: 0, idem_key: `k-${randomUUID()}` }],
    [fan, 'POST', LIVE_API.chat, { live_id: 1, text: 'x'.repeat(201) }],
    [fan, 'POST', LIVE_API.start, { title: 'Not a creator', ticket_price: 0 }],
  ];
  for (const [who, method, path, params] of cases) {
    const answer = await api(method, path, who, params);
    expect(answer.status, `${path} ${JSON.stringify(params)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, `${path} ${JSON.stringify(params)}`).toBeLessThan(500);
    expect(Object.values(ERRORS).some((e) => e.code === answer.body.error.code)).toBe(true);
  }
});

it('the test clock (POST /api/dev/clock/advance) brings a scheduled live within 3 minutes: type 28 once, leading to the room', async () => {
  const creator = await person(1);
  const follower = await person();
  await ok('POST', '/core/user/follow/', follower, { user_id: creator.userId });
  const now = Math.floor(Date.now() / 1000);
  const live = await ok('POST', LIVE_API.schedule, creator, { title: 'Soon', ticket_price: 0, starts_at: now + 3600 });
  const soon = async () =>
    ((await ok('GET', '/core/notify/list/', follower, {})).list as { notify_type: number; link: string }[]).filter((n) => n.notify_type === 28);
  await t.server.services.lives.tick();
  expect(await soon()).toHaveLength(0);
  const advanced = await fetch(`${t.url}/api/dev/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds: 3600 - 170 }),
  });
  expect(advanced.status).toBe(200);
  await t.server.services.lives.tick();
  await t.server.services.lives.tick();
  expect((await soon()).map((n) => n.link)).toEqual([`/live/join_live?live_id=${live.live_id}`]);
});
