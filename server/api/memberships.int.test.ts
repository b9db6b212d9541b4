/** Memberships and renewals (issue 6, ADR 053), on PGlite or PostgreSQL (DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { DAY_MS, MEMBERSHIP_PRICE_MESSAGE, SUBSCRIPTION_TYPE } from '../../common/memberships';
import { NOTIFY_TYPE } from '../../common/notifications';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { memberships, notifications, posts, subscriptions, users } from '../db/schema';
import { loadPostViews } from '../domain/content/views';
import { balances, buyCoins, spend } from '../domain/money';
import { disableAutoRenew, fanSpendLevel, isMember, joinMembership, listSubscribers, membershipFacts, setMembershipPrice } from '../domain/money/memberships';
import { SANDBOX_PAYMENT_METHODS } from '../domain/money/payments';
import { renewalKey, runOnce } from '../domain/money/renewals';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  // COIN_PRICE_CENTS 10: $5 = 50 coins. The background job is off: tests run it with their own clock.
  t = await startIdentityServer({ CREATOR_SHARE_PERCENT: '80', COIN_PRICE_CENTS: '10', MEMBERSHIP_RENEWAL_INTERVAL_MS: '0' });
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const config = () => t.config;
const deps = () => ({ db: db(), config: config() });
const key = () => randomUUID();
let n = 0;
const person = (prefix: string) => signUp(t, `${prefix}.${++n}.${Math.floor(Math.random() * 1e6)}`);
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function fund(userId: number, coins: number) {
  await buyCoins(db(), config(), { userId, coins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: key() });
}

async function creatorWithPrice(dollars = 5) {
  const c = await person('creator');
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, c.userId));
  await setMembershipPrice(db(), { userId: c.userId, role: 1 }, dollars);
  return c;
}

async function membershipCharges(fanId: number) {
  return rows<{ id: number }>(sql`select id from ledger_transactions where user_id = ${fanId} and kind = 'membership'`);
}

const notificationsOf = (userId: number, type: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notifyType, type)));

async function expectLedgerBalanced() {
  expect(await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`)).toEqual([]);
  expect(await rows(sql`select id from ledger_accounts where user_id is not null and balance < 0`)).toEqual([]);
}

describe('joining', () => {
  it('charges the price in coins once, makes an Active membership renewing in 30 days with a SUBSCRIBE record', async () => {
    const creator = await creatorWithPrice(5);
    const fan = await person('fan');
    await fund(fan.userId, 120);
    const now = new Date();
    const r = await joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() }, now);
    expect(r).toMatchObject({ replayed: false, coins: 50 });
    expect(r.membership).toMatchObject({ state: 'active', priceDollars: 5, coins: 50, period: 1 });
    expect(r.membership.paidUntil.getTime()).toBe(now.getTime() + 30 * DAY_MS);
    const subs = await db().select().from(subscriptions).where(eq(subscriptions.membershipId, r.membership.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ type: SUBSCRIPTION_TYPE.SUBSCRIBE, period: 1, coins: 50 });
    expect((await balances(db(), fan.userId)).wallet).toBe(70);
    expect((await balances(db(), creator.userId)).earnings).toBe(40);
    expect(await isMember(db(), fan.userId, creator.userId)).toBe(true);
    // Joining again while active: refused, nothing charged.
    await expect(joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() })).rejects.toMatchObject({
      code: ERRORS.ALREADY_MEMBER.code,
    });
    expect((await balances(db(), fan.userId)).wallet).toBe(70);
    await expectLedgerBalanced();
  });

  it('10 concurrent joins with one key charge once and answer the same membership', async () => {
    const creator = await creatorWithPrice(3);
    const fan = await person('fan.samekey');
    await fund(fan.userId, 300);
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: k })),
    );
    expect(new Set(results.map((r) => r.membership.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await membershipCharges(fan.userId)).toHaveLength(1);
    expect((await balances(db(), fan.userId)).wallet).toBe(270);
    await expectLedgerBalanced();
  });

  it('10 concurrent joins with different keys charge once; the others are refused as already a member', async () => {
    const creator = await creatorWithPrice(3);
    const fan = await person('fan.manykeys');
    await fund(fan.userId, 300);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
      expect(o.reason).toMatchObject({ code: ERRORS.ALREADY_MEMBER.code });
    }
    expect(await membershipCharges(fan.userId)).toHaveLength(1);
    expect(await db().select().from(memberships).where(eq(memberships.fanId, fan.userId))).toHaveLength(1);
    expect((await balances(db(), fan.userId)).wallet).toBe(270);
    await expectLedgerBalanced();
  });

  it('not enough coins is the ledger error and writes nothing; no price set is refused', async () => {
    const creator = await creatorWithPrice(10);
    const fan = await person('fan.poor');
    await fund(fan.userId, 99);
    await expect(joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() })).rejects.toMatchObject({
      code: ERRORS.NOT_ENOUGH_COINS.code,
      status: 402,
    });
    expect(await db().select().from(memberships).where(eq(memberships.fanId, fan.userId))).toHaveLength(0);
    const other = await person('creator.noprice');
    await expect(joinMembership(db(), config(), { fanId: fan.userId, creatorId: other.userId, idemKey: key() })).rejects.toMatchObject({
      code: ERRORS.MEMBERSHIP_NOT_OFFERED.code,
    });
  });
});

describe('renewals', () => {
  it('two runs at once charge each period once, with a RENEWAL record and the period moved on', async () => {
    const creator = await creatorWithPrice(2);
    const fan = await person('fan.renew');
    await fund(fan.userId, 100);
    const start = new Date();
    const { membership } = await joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() }, start);
    const due = new Date(start.getTime() + 30 * DAY_MS + 60_000);
    await Promise.all([runOnce(deps(), due), runOnce(deps(), due), runOnce(deps(), due)]);
    await runOnce(deps(), due);
    expect(await membershipCharges(fan.userId)).toHaveLength(2);
    expect((await balances(db(), fan.userId)).wallet).toBe(60);
    const [m] = await db().select().from(memberships).where(eq(memberships.id, membership.id));
    expect(m).toMatchObject({ state: 'active', period: 2 });
    expect(m!.paidUntil.getTime()).toBe(start.getTime() + 60 * DAY_MS);
    const subs = await db().select().from(subscriptions).where(eq(subscriptions.membershipId, membership.id));
    expect(subs.map((s) => [s.type, s.period]).sort()).toEqual([
      [SUBSCRIPTION_TYPE.SUBSCRIBE, 1],
      [SUBSCRIPTION_TYPE.RENEWAL, 2],
    ]);
    // A process that crashed after charging and retries the same period: the ledger answers the first charge.
    const retry = await spend(db(), config(), {
      fanId: fan.userId,
      creatorId: creator.userId,
      coins: 20,
      kind: 'membership',
      serverKey: renewalKey(membership.id, 2),
      details: { creator: creator.userId, period: 30, price_dollars: 2, renewal: 2 },
    });
    expect(retry.replayed).toBe(true);
    expect((await balances(db(), fan.userId)).wallet).toBe(60);
    await expectLedgerBalanced();
  });

  it('a renewal the wallet cannot pay: notice 26 the day before, then grace with access and notice 27 once, retried, then Expired', async () => {
    const creator = await creatorWithPrice(5);
    const fan = await person('fan.grace');
    await fund(fan.userId, 60);
    const start = new Date();
    const { membership } = await joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() }, start);
    const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

    // Two days before: nothing yet. Half a day before: PrePaymentFailed, once.
    await runOnce(deps(), at(28));
    expect(await notificationsOf(fan.userId, NOTIFY_TYPE.PrePaymentFailed)).toHaveLength(0);
    await runOnce(deps(), at(29.5));
    await runOnce(deps(), at(29.6));
    expect(await notificationsOf(fan.userId, NOTIFY_TYPE.PrePaymentFailed)).toHaveLength(1);

    // Due: the charge fails, access is kept, PaymentFailed once however often the job retries.
    const first = await runOnce(deps(), at(30.1));
    expect(first.failed).toBe(1);
    for (const d of [30.5, 31, 33]) await runOnce(deps(), at(d));
    expect(await notificationsOf(fan.userId, NOTIFY_TYPE.PaymentFailed)).toHaveLength(1);
    expect(await isMember(db(), fan.userId, creator.userId, at(36.9))).toBe(true);
    let [m] = await db().select().from(memberships).where(eq(memberships.id, membership.id));
    expect(m).toMatchObject({ state: 'active', period: 1 });
    expect(m!.graceUntil?.getTime()).toBe(at(37).getTime());
    expect(await membershipCharges(fan.userId)).toHaveLength(1);

    // After 7 days: Expired, no access, no charge.
    const last = await runOnce(deps(), at(37.01));
    expect(last.expired).toBe(1);
    [m] = await db().select().from(memberships).where(eq(memberships.id, membership.id));
    expect(m!.state).toBe('expired');
    expect(await isMember(db(), fan.userId, creator.userId, at(37.01))).toBe(false);
    expect(await membershipCharges(fan.userId)).toHaveLength(1);

    // Rejoin: a new membership with its own SUBSCRIBE.
    await fund(fan.userId, 100);
    const again = await joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() });
    expect(again.membership.id).not.toBe(membership.id);
    expect(await isMember(db(), fan.userId, creator.userId)).toBe(true);
    await expectLedgerBalanced();
  });

  it('a fan who adds coins during the grace is renewed by the next retry', async () => {
    const creator = await creatorWithPrice(5);
    const fan = await person('fan.topup');
    await fund(fan.userId, 50);
    const start = new Date();
    const { membership } = await joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() }, start);
    const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
    expect((await runOnce(deps(), at(30.1))).failed).toBe(1);
    await fund(fan.userId, 50);
    expect((await runOnce(deps(), at(31))).renewed).toBe(1);
    const [m] = await db().select().from(memberships).where(eq(memberships.id, membership.id));
    expect(m).toMatchObject({ state: 'active', period: 2, graceUntil: null });
    expect(m!.paidUntil.getTime()).toBe(at(60).getTime());
    expect((await balances(db(), fan.userId)).wallet).toBe(0);
  });

  it('disable auto renew: Cancelled, access until the paid period ends, no renewal, then Expired', async () => {
    const creator = await creatorWithPrice(5);
    const fan = await person('fan.cancel');
    await fund(fan.userId, 200);
    const start = new Date();
    const { membership } = await joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() }, start);
    const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
    const cancelled = await disableAutoRenew(db(), fan.userId, membership.id);
    expect(cancelled.state).toBe('cancelled');
    expect(await isMember(db(), fan.userId, creator.userId, at(29))).toBe(true);
    await runOnce(deps(), at(30.01));
    expect(await membershipCharges(fan.userId)).toHaveLength(1);
    expect(await isMember(db(), fan.userId, creator.userId, at(30.01))).toBe(false);
    const [m] = await db().select().from(memberships).where(eq(memberships.id, membership.id));
    expect(m!.state).toBe('expired');
    await expect(disableAutoRenew(db(), fan.userId, membership.id)).rejects.toMatchObject({ code: ERRORS.MEMBERSHIP_EXPIRED.code });
    const stranger = await person('stranger');
    await expect(disableAutoRenew(db(), stranger.userId, membership.id)).rejects.toMatchObject({ code: ERRORS.MEMBERSHIP_NOT_FOUND.code });
  });
});

describe('access and spend levels', () => {
  it('a member sees a Members post unlocked; a non-member gets it locked with join', async () => {
    const creator = await creatorWithPrice(5);
    const fan = await person('fan.viewer');
    const other = await person('fan.outsider');
    await fund(fan.userId, 50);
    const [post] = await db()
      .insert(posts)
      .values({ creatorId: creator.userId, status: 3, visibility: VISIBILITY.Members, publishedAt: new Date(), caption: 'members only' })
      .returning();
    const facts = membershipFacts(db());
    const [before] = await loadPostViews(db(), facts, fan.userId, [post!.id]);
    expect(before!.access).toEqual({ locked: true, unlock_price: null, join: true });
    await joinMembership(db(), config(), { fanId: fan.userId, creatorId: creator.userId, idemKey: key() });
    const [after] = await loadPostViews(db(), facts, fan.userId, [post!.id]);
    expect(after!.access).toEqual({ locked: false });
    const [outsider] = await loadPostViews(db(), t.server.services.accessFacts, other.userId, [post!.id]);
    expect(outsider!.access.locked).toBe(true);
  });

  it("the creator sees each member's spend level over 30 days", async () => {
    const creator = await creatorWithPrice(5);
    const small = await person('fan.small');
    const big = await person('fan.big');
    await fund(small.userId, 50);
    await fund(big.userId, 10_000);
    await joinMembership(db(), config(), { fanId: small.userId, creatorId: creator.userId, idemKey: key() });
    await joinMembership(db(), config(), { fanId: big.userId, creatorId: creator.userId, idemKey: key() });
    // 50 + 9950 coins = $1000 at 10 cents.
    await spend(db(), config(), { fanId: big.userId, creatorId: creator.userId, coins: 9950, kind: 'tip', idemKey: key() });
    const list = await listSubscribers(db(), config(), creator.userId);
    const levelOf = (id: number) => list.find((s) => s.fan.user_id === id)?.spend_level;
    expect(levelOf(small.userId)).toBe('under 100');
    expect(levelOf(big.userId)).toBe('over 1000');
    expect(await fanSpendLevel(db(), config(), big.userId, creator.userId)).toEqual({ dollars: 1000, level: 'over 1000' });
    // 31 days later the window is empty.
    expect(await fanSpendLevel(db(), config(), big.userId, creator.userId, new Date(Date.now() + 31 * DAY_MS))).toEqual({ dollars: 0, level: 'under 100' });
  });
});

describe('memberships API', () => {
  it('price setting (creators, 1..1000 with the spec text), join, lists, detail, disable auto renew', async () => {
    const creator = await person('api.creator');
    const fan = await person('api.fan');
    const setPrice = (token: string, price: unknown) => t.call('POST', '/api/core/membership/setting/update/', { price }, withToken(token)).then(json);
    expect((await setPrice(creator.token, 5)).body.error.code).toBe(ERRORS.CREATOR_ONLY.code);
    await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    // A JSON integer only (ADR 087): '12', true and [12] are not read as numbers.
    for (const bad of [0, 1001, 2.5, 'ten', '', '12', true, [12]]) {
      const r = await setPrice(creator.token, bad);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(`price: ${MEMBERSHIP_PRICE_MESSAGE}`);
    }
    expect((await setPrice(creator.token, 12)).body.data).toEqual({ price_dollars: 12 });
    const setting = await json(await t.call('GET', '/api/core/membership/setting/', {}, withToken(creator.token)));
    expect(setting.body.data).toEqual({ price_dollars: 12 });

    const info = await json(await t.call('GET', '/api/core/membership/info/', { creator_id: creator.userId }, withToken(fan.token)));
    expect(info.body.data).toMatchObject({ price_dollars: 12, coins: 120, membership: null });

    const join = (idem: string) =>
      t.call('POST', '/api/core/membership/join/', { creator_id: creator.userId, idem_key: idem }, withToken(fan.token)).then(json);
    const poor = await join(key());
    expect(poor.status).toBe(402);
    expect(poor.body.error.code).toBe(ERRORS.NOT_ENOUGH_COINS.code);
    await fund(fan.userId, 150);
    const k = key();
    const joined = await join(k);
    expect(joined.body.data).toMatchObject({ replayed: false, coins: 120, balance: 30 });
    expect((await join(k)).body.data).toMatchObject({ replayed: true, membership_id: joined.body.data.membership_id, balance: 30 });
    expect((await join(key())).status).toBe(409);

    const mine = await json(await t.call('GET', '/api/core/subs/subscriptions/', {}, withToken(fan.token)));
    expect(mine.body.data.list).toHaveLength(1);
    expect(mine.body.data.list[0]).toMatchObject({ state: 'active', auto_renew: true, has_access: true, price_dollars: 12, grace_until: null });
    const members = await json(await t.call('GET', '/api/core/subs/subscribers/', {}, withToken(creator.token)));
    expect(members.body.data.list[0]).toMatchObject({ fan: { user_id: fan.userId }, spend_level: 'under 100' });
    expect((await t.call('GET', '/api/core/subs/subscribers/', {}, withToken(fan.token))).status).toBe(403);

    const id = joined.body.data.membership_id;
    const detail = await json(await t.call('GET', '/api/core/subs/detail/', { id }, withToken(fan.token)));
    expect(detail.body.data.history).toEqual([expect.objectContaining({ type: SUBSCRIPTION_TYPE.SUBSCRIBE, period: 1, coins: 120 })]);
    const stranger = await person('api.stranger');
    expect((await t.call('GET', '/api/core/subs/detail/', { id }, withToken(stranger.token))).status).toBe(404);

    const off = await json(await t.call('POST', '/api/core/membership/disable_auto_renew/', { id }, withToken(fan.token)));
    expect(off.body.data).toMatchObject({ id, state: 'cancelled' });
    const after = await json(await t.call('GET', '/api/core/subs/subscriptions/', {}, withToken(fan.token)));
    expect(after.body.data.list[0]).toMatchObject({ state: 'cancelled', auto_renew: false, has_access: true });

    // Back on (issue 20): Active again with the same paid period, nothing charged; a stranger cannot; twice is fine.
    const balanceBefore = (await balances(db(), fan.userId)).wallet;
    expect((await t.call('POST', '/api/core/membership/enable_auto_renew/', { id }, withToken(stranger.token))).status).toBe(404);
    const on = await json(await t.call('POST', '/api/core/membership/enable_auto_renew/', { id }, withToken(fan.token)));
    expect(on.body.data).toMatchObject({ id, state: 'active', paid_until: off.body.data.paid_until });
    expect((await json(await t.call('POST', '/api/core/membership/enable_auto_renew/', { id }, withToken(fan.token)))).body.data.state).toBe('active');
    const renewed = await json(await t.call('GET', '/api/core/subs/subscriptions/', {}, withToken(fan.token)));
    expect(renewed.body.data.list[0]).toMatchObject({ state: 'active', auto_renew: true, has_access: true });
    expect((await balances(db(), fan.userId)).wallet).toBe(balanceBefore);
  });

  it('auto renew cannot come back on once the paid period is over', async () => {
    const creator = await person('api.ended.creator');
    const fan = await person('api.ended.fan');
    await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    await t.call('POST', '/api/core/membership/setting/update/', { price: 1 }, withToken(creator.token));
    await fund(fan.userId, 10);
    const joined = await json(await t.call('POST', '/api/core/membership/join/', { creator_id: creator.userId, idem_key: key() }, withToken(fan.token)));
    const id = joined.body.data.membership_id;
    await t.call('POST', '/api/core/membership/disable_auto_renew/', { id }, withToken(fan.token));
    await db().execute(sql`update memberships set paid_until = now() - interval '1 minute' where id = ${id}`);
    const r = await json(await t.call('POST', '/api/core/membership/enable_auto_renew/', { id }, withToken(fan.token)));
    expect(r.body.error.code).toBe(ERRORS.MEMBERSHIP_EXPIRED.code);
  });
});
