/**
 * Issue 44 points 9 and 11 (ADR 134), through the API of a real server: a client's idempotency key
 * is one intention across every endpoint (another action with it is a 409, never a second charge),
 * and the creator's share is worked out on running totals per call, live and creator, so it never
 * passes the configured 90%.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_API } from '../../common/live';
import { expectLedgerBalanced, fund, socketOf } from '../../test/factories';
import { json, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { systemBalance } from '../domain/money/ledger';
import { createSession } from '../domain/sessions';

let t: TestServer & { dataDir: string };
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startIdentityServer({ CREATOR_SHARE_PERCENT: '90', TEST_CLOCK: '1', CALL_JOB_INTERVAL_MS: '0', LIVE_JOB_INTERVAL_MS: '0' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

const db = () => t.server.database.db;
type Person = { id: number; token: string };
let n = 0;
async function person(role: 0 | 1, coins = 0): Promise<Person> {
  const [user] = await db()
    .insert(users)
    .values({ userName: `intention_${++n}_${randomUUID().slice(0, 6)}`, nickname: `Person ${n}`, isAnonymous: false, userRole: role })
    .returning();
  if (coins) await fund(t, user!.id, coins);
  return { id: user!.id, token: (await createSession(db(), user!.id)).token };
}
const call = async (who: Person, method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) =>
  json(await t.call(method, `/api${path}`, params, withToken(who.token)));
const ok = async (who: Person, method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) => {
  const answer = await call(who, method, path, params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const wallet = async (who: Person) => (await ok(who, 'GET', '/pay/wallet')) as { coins: number; earnings: number };
const lines = async (who: Person) => (await ok(who, 'GET', '/pay/transactions')).list as { kind: string; amount: number; account: string }[];
const platform = () => systemBalance(db(), 'platform');

/** The spec's catalogue entry for a reused key, written out (a test that can fail). */
const CONFLICT = { code: 40910, message: 'This request key was already used for a different payment. Please start a new payment.' };

describe('an idempotency key is one intention across endpoints', () => {
  it('a key used for a profile tip, then for a live tip: the live tip is a 409 and the fan is charged once', async () => {
    const creator = await person(1);
    const fan = await person(0, 100);
    const live = await ok(creator, 'POST', LIVE_API.start, { title: 'Free', ticket_price: 0 });
    const key = randomUUID();
    expect((await call(fan, 'POST', '/pay/tip', { creator_id: creator.id, coins: 5, idem_key: key })).status).toBe(200);
    const second = await call(fan, 'POST', LIVE_API.tip, { live_id: live.live_id, coins: 5, idem_key: key });
    expect([second.status, second.body.error.code, second.body.error.message]).toEqual([409, CONFLICT.code, CONFLICT.message]);
    expect((await wallet(fan)).coins).toBe(95);
    expect((await lines(fan)).filter((l) => l.account === 'wallet' && l.amount < 0)).toHaveLength(1);
    await expectLedgerBalanced(db());
  });

  it('the same key the other way round, and between gifts, a membership and a call: one charge, the rest 409', async () => {
    const creator = await person(1);
    await ok(creator, 'POST', '/core/membership/setting/update/', { price: 1 });
    await ok(creator, 'POST', '/core/call/setting/save/', { enabled: true, price_per_minute: 10, min_time: 1, hours: null });
    const fan = await person(0, 500);
    const live = await ok(creator, 'POST', LIVE_API.start, { title: 'Free', ticket_price: 0 });
    const key = randomUUID();
    await ok(fan, 'POST', LIVE_API.gift, { live_id: live.live_id, gift_id: 2, idem_key: key });
    expect((await wallet(fan)).coins).toBe(490);
    for (const [path, params] of [
      ['/pay/gift', { creator_id: creator.id, gift_id: 2 }],
      ['/pay/tip', { creator_id: creator.id, coins: 10 }],
      ['/pay/flirt', { creator_id: creator.id }],
      ['/core/membership/join/', { creator_id: creator.id }],
      ['/core/call/invite/', { user_id: creator.id }],
      [LIVE_API.tip, { live_id: live.live_id, coins: 10 }],
    ] as const) {
      const answer = await call(fan, 'POST', path, { ...params, idem_key: key });
      expect([path, answer.status, answer.body.error?.code]).toEqual([path, 409, CONFLICT.code]);
    }
    expect((await wallet(fan)).coins).toBe(490);
    // The same gift again is its replay: still one charge.
    await ok(fan, 'POST', LIVE_API.gift, { live_id: live.live_id, gift_id: 2, idem_key: key });
    expect((await wallet(fan)).coins).toBe(490);
    // Keys are a fan's own: another fan's same key is another intention of theirs.
    const other = await person(0, 50);
    expect((await call(other, 'POST', '/pay/tip', { creator_id: creator.id, coins: 10, idem_key: key })).status).toBe(200);
    expect((await wallet(other)).coins).toBe(40);
    await expectLedgerBalanced(db());
  });

  it('the same key for the same tip is a replay, on a profile and in a live: one charge each', async () => {
    const creator = await person(1);
    const fan = await person(0, 100);
    const live = await ok(creator, 'POST', LIVE_API.start, { title: 'Free', ticket_price: 0 });
    const [profileKey, liveKey] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 3; i++) {
      expect((await call(fan, 'POST', '/pay/tip', { creator_id: creator.id, coins: 7, idem_key: profileKey })).status).toBe(200);
      expect((await call(fan, 'POST', LIVE_API.tip, { live_id: live.live_id, coins: 3, idem_key: liveKey })).status).toBe(200);
    }
    expect((await wallet(fan)).coins).toBe(90);
    await expectLedgerBalanced(db());
  });

  it('a profile tip and a live tip racing with one key: one charge and one 409, round after round', async () => {
    const creator = await person(1);
    const fan = await person(0, 100);
    const live = await ok(creator, 'POST', LIVE_API.start, { title: 'Free', ticket_price: 0 });
    for (let round = 1; round <= 5; round++) {
      const key = randomUUID();
      const answers = await Promise.all([
        call(fan, 'POST', '/pay/tip', { creator_id: creator.id, coins: 4, idem_key: key }),
        call(fan, 'POST', LIVE_API.tip, { live_id: live.live_id, coins: 4, idem_key: key }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error.code).toBe(CONFLICT.code);
      expect((await wallet(fan)).coins).toBe(100 - 4 * round);
    }
    await expectLedgerBalanced(db());
  });

  it("a client key shaped like the server's ticket key takes nothing from the ticket", async () => {
    const creator = await person(1);
    const fan = await person(0, 100);
    const live = await ok(creator, 'POST', LIVE_API.start, { title: 'Ticketed', ticket_price: 20 });
    await ok(fan, 'POST', '/pay/tip', { creator_id: creator.id, coins: 5, idem_key: `live:${live.live_id}:ticket:${fan.id}` });
    expect((await ok(fan, 'POST', LIVE_API.ticket, { live_id: live.live_id, idem_key: randomUUID() })).entry).toBe('ticket');
    expect((await wallet(fan)).coins).toBe(75);
  });
});

describe("the creator's share never passes the configured 90%", () => {
  it('a 60-coin call billed 30 + 15 + 15 earns the creator 54 (27 + 13 + 14), the platform 6', async () => {
    const creator = await person(1);
    await ok(creator, 'POST', '/core/call/setting/save/', { enabled: true, price_per_minute: 15, min_time: 2, hours: null });
    const fan = await person(0, 100);
    const before = await platform();
    const { call_id } = await ok(fan, 'POST', '/core/call/invite/', { user_id: creator.id, idem_key: randomUUID() });
    await ok(creator, 'POST', '/core/call/accept/', { call_id });
    for (const who of [fan, creator]) {
      const socket = await socketOf(t, who.token);
      sockets.push(socket);
      expect(await socket.timeout(5000).emitWithAck('call_join', { call_id })).toMatchObject({ ok: true });
    }
    await ok(fan, 'POST', '/core/call/connected/', { call_id });
    expect(await ok(creator, 'POST', '/core/call/connected/', { call_id })).toMatchObject({ state: 'connected', minutes_charged: 2 });
    expect((await wallet(creator)).earnings).toBe(27);
    for (const minute of [3, 4]) {
      expect((await json(await t.call('POST', '/api/dev/clock/advance', { seconds: minute === 3 ? 120 : 60 }))).status).toBe(200);
      await t.server.services.calls.runOnce();
      expect(await ok(fan, 'GET', '/core/call/detail/', { call_id })).toMatchObject({ minutes_charged: minute });
    }
    expect((await ok(fan, 'POST', '/core/call/hangup/', { call_id })).coins_charged).toBe(60);
    expect(await wallet(fan)).toMatchObject({ coins: 40 });
    expect(await wallet(creator)).toMatchObject({ earnings: 54 });
    expect((await platform()) - before).toBe(6);
    // The creator's statement shows each charge's own share, and they add up to the earnings.
    const earned = (await lines(creator)).filter((l) => l.account === 'earnings').map((l) => [l.kind, l.amount]);
    expect(earned.reverse()).toEqual([
      ['call', 27],
      ['call_minute', 13],
      ['call_minute', 14],
    ]);
    await expectLedgerBalanced(db());
  });

  it('a live with a 20-coin ticket, a 10-coin heart and a 5-coin tip earns the creator 31 (90% of 35 is 31.5)', async () => {
    const creator = await person(1);
    const fan = await person(0, 100);
    const before = await platform();
    const live = await ok(creator, 'POST', LIVE_API.start, { title: 'Ticketed', ticket_price: 20 });
    await ok(fan, 'POST', LIVE_API.ticket, { live_id: live.live_id, idem_key: randomUUID() });
    await ok(fan, 'POST', LIVE_API.gift, { live_id: live.live_id, gift_id: 2, idem_key: randomUUID() });
    await ok(fan, 'POST', LIVE_API.tip, { live_id: live.live_id, coins: 5, idem_key: randomUUID() });
    expect(await wallet(fan)).toMatchObject({ coins: 65 });
    expect(await wallet(creator)).toMatchObject({ earnings: 31 });
    expect((await platform()) - before).toBe(4);
    expect((await lines(creator)).map((l) => l.amount).reverse()).toEqual([18, 9, 4]);
    // The live's summary counts the same coins as the ledger.
    expect((await ok(creator, 'POST', LIVE_API.end, { live_id: live.live_id })).coins_earned).toBe(31);
    await expectLedgerBalanced(db());
  });

  it('a first 1-coin tip gives the creator 0 and the platform the coin; ten of them give the creator 9', async () => {
    const creator = await person(1);
    const fan = await person(0, 10);
    const before = await platform();
    await ok(fan, 'POST', '/pay/tip', { creator_id: creator.id, coins: 1, idem_key: randomUUID() });
    expect(await wallet(creator)).toMatchObject({ earnings: 0 });
    expect((await platform()) - before).toBe(1);
    for (let i = 0; i < 9; i++) await ok(fan, 'POST', '/pay/tip', { creator_id: creator.id, coins: 1, idem_key: randomUUID() });
    expect(await wallet(creator)).toMatchObject({ earnings: 9 });
    expect((await platform()) - before).toBe(1);
    await expectLedgerBalanced(db());
  });
});
