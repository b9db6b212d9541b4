/** The ledger under load and the money API (issue 6, ADR 050), on PGlite or PostgreSQL (DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { FLIRT_COINS } from '../../common/gifts';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { POST_STATUS, VISIBILITY } from '../../common/content';
import { media, postMedia, posts, userBlocks, users } from '../db/schema';
import { balances, buyCoins, hasUnlocked, spend, unlockPost } from '../domain/money';
import { SANDBOX_PAYMENT_METHODS } from '../domain/money/payments';
import { systemBalance } from '../domain/money/ledger';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({ CREATOR_SHARE_PERCENT: '80', COIN_PRICE_CENTS: '10' });
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const config = () => t.config;
const key = () => randomUUID();
let n = 0;
const person = (prefix: string) => signUp(t, `${prefix}.${++n}.${Math.floor(Math.random() * 1e6)}`);
/** A signed-up user made a creator: only creators receive coins (ADR 087). */
async function creatorPerson(prefix: string) {
  const p = await person(prefix);
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, p.userId));
  return p;
}
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function fund(userId: number, coins: number) {
  await buyCoins(db(), config(), { userId, coins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: key() });
}

/** Every transaction's entries sum to zero, and every balance is the sum of its entries. */
async function expectLedgerBalanced() {
  expect(await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`)).toEqual([]);
  const [total] = await rows<{ s: string | null }>(sql`select coalesce(sum(amount), 0)::text as s from ledger_entries`);
  expect(Number(total!.s)).toBe(0);
  expect(
    await rows(sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
                   group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
  ).toEqual([]);
  expect(await rows(sql`select id from ledger_accounts where user_id is not null and balance < 0`)).toEqual([]);
}

describe('ledger under load', () => {
  it('50 concurrent spends from a wallet that can pay for 10: exactly 10 succeed, balance 0', async () => {
    const fan = await person('load.fan');
    const creator = await creatorPerson('load.creator');
    await fund(fan.userId, 10);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => spend(db(), config(), { fanId: fan.userId, creatorId: creator.userId, coins: 1, kind: 'tip', idemKey: key() })),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.reason).toMatchObject({ code: ERRORS.NOT_ENOUGH_COINS.code });
    expect((await balances(db(), fan.userId)).wallet).toBe(0);
    // 10 coins at 80% on the creator's running total (ADR 134): 8 to the creator, 2 to the platform.
    expect((await balances(db(), creator.userId)).earnings).toBe(8);
    await expectLedgerBalanced();
  });

  it('larger spends split into the creator share and the platform fee as their own entries', async () => {
    const fan = await person('split.fan');
    const creator = await creatorPerson('split.creator');
    await fund(fan.userId, 1000);
    const r = await spend(db(), config(), { fanId: fan.userId, creatorId: creator.userId, coins: 155, kind: 'tip', idemKey: key() });
    expect(r).toMatchObject({ creatorShare: 124, platformFee: 31 });
    const entries = await rows<{ kind: string; amount: string }>(
      sql`select a.kind, e.amount::text from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transaction_id = ${r.transactionId} order by e.amount`,
    );
    expect(entries).toEqual([
      { kind: 'wallet', amount: '-155' },
      { kind: 'platform', amount: '31' },
      { kind: 'earnings', amount: '124' },
    ]);
    expect(await balances(db(), fan.userId)).toEqual({ wallet: 845, earnings: 0 });
    expect(await balances(db(), creator.userId)).toEqual({ wallet: 0, earnings: 124 });
    await expectLedgerBalanced();
  });

  it('platform fees spread over the platform shards (ADR 108); the platform balance is their sum', async () => {
    const fan = await person('shard.fan');
    const creator = await creatorPerson('shard.creator');
    await fund(fan.userId, 1000);
    const before = await systemBalance(db(), 'platform');
    const spends = await Promise.all(
      Array.from({ length: 20 }, () => spend(db(), config(), { fanId: fan.userId, creatorId: creator.userId, coins: 10, kind: 'tip', idemKey: key() })),
    );
    const fees = spends.reduce((sum, s) => sum + s.platformFee, 0);
    expect(fees).toBe(40);
    expect((await systemBalance(db(), 'platform')) - before).toBe(fees);
    const shards = await rows<{ shard: number }>(
      sql`select distinct a.shard from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.kind = 'platform' and e.transaction_id in (${sql.join(
            spends.map((s) => sql`${s.transactionId}`),
            sql`, `,
          )})`,
    );
    expect(shards.length).toBeGreaterThan(1);
    await expectLedgerBalanced();
  });

  it('the same idempotency key twice, also concurrently, charges once', async () => {
    const fan = await person('idem.fan');
    const creator = await creatorPerson('idem.creator');
    await fund(fan.userId, 100);
    const k = key();
    const request = { fanId: fan.userId, creatorId: creator.userId, coins: 7, kind: 'tip', idemKey: k };
    const results = await Promise.all(Array.from({ length: 10 }, () => spend(db(), config(), request)));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const again = await spend(db(), config(), request);
    expect(again).toMatchObject({ transactionId: results[0]!.transactionId, replayed: true });
    expect((await balances(db(), fan.userId)).wallet).toBe(93);
    // The same key with other parameters is a conflict, and charges nothing.
    await expect(spend(db(), config(), { ...request, coins: 8 })).rejects.toMatchObject({ code: ERRORS.IDEMPOTENCY_CONFLICT.code, status: 409 });
    expect((await balances(db(), fan.userId)).wallet).toBe(93);
    await expectLedgerBalanced();
  });

  it.each(['transaction', 'debit', 'credit', 'entries'] as const)('a failure after the %s step leaves nothing written', async (step) => {
    const fan = await person('fault.fan');
    const creator = await creatorPerson('fault.creator');
    await fund(fan.userId, 50);
    const [before] = await rows<{ tx: string; e: string }>(
      sql`select (select count(*) from ledger_transactions)::text tx, (select count(*) from ledger_entries)::text e`,
    );
    const k = key();
    const request = { fanId: fan.userId, creatorId: creator.userId, coins: 20, kind: 'tip', idemKey: k };
    await expect(spend(db(), config(), request, { failAfter: step })).rejects.toThrow(`injected failure after ${step}`);
    const [after] = await rows<{ tx: string; e: string }>(
      sql`select (select count(*) from ledger_transactions)::text tx, (select count(*) from ledger_entries)::text e`,
    );
    expect(after).toEqual(before);
    expect(await balances(db(), fan.userId)).toEqual({ wallet: 50, earnings: 0 });
    expect((await balances(db(), creator.userId)).earnings).toBe(0);
    // The key was not used up: the retry goes through once.
    expect(await spend(db(), config(), request)).toMatchObject({ replayed: false });
    expect((await balances(db(), fan.userId)).wallet).toBe(30);
    await expectLedgerBalanced();
  });

  it('never to oneself, never to nobody, nothing below zero', async () => {
    const fan = await person('self.fan');
    await fund(fan.userId, 5);
    await expect(spend(db(), config(), { fanId: fan.userId, creatorId: fan.userId, coins: 1, kind: 'gift', idemKey: key() })).rejects.toMatchObject({
      code: ERRORS.SPEND_TO_SELF.code,
    });
    await expect(spend(db(), config(), { fanId: fan.userId, creatorId: 987654321, coins: 1, kind: 'gift', idemKey: key() })).rejects.toMatchObject({
      code: ERRORS.RECIPIENT_NOT_FOUND.code,
    });
    expect((await balances(db(), fan.userId)).wallet).toBe(5);
  });
});

describe('money API', () => {
  const buy = (token: string, params: Record<string, unknown>) => t.call('POST', '/api/pay/coins/buy', params, withToken(token));

  it('buys coins with a sandbox card, once per idempotency key, and shows wallet and transactions', async () => {
    const fan = await person('api.fan');
    const k = key();
    const first = await json(await buy(fan.token, { coins: 120, payment_method: SANDBOX_PAYMENT_METHODS.succeeds, idem_key: k }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ replayed: false, coins: 120, cents: 1200, balance: 120 });
    const retry = await json(await buy(fan.token, { coins: 120, payment_method: SANDBOX_PAYMENT_METHODS.succeeds, idem_key: k }));
    expect(retry.body.data).toMatchObject({ replayed: true, transaction_id: first.body.data.transaction_id, balance: 120 });
    const conflict = await json(await buy(fan.token, { coins: 121, payment_method: SANDBOX_PAYMENT_METHODS.succeeds, idem_key: k }));
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe(ERRORS.IDEMPOTENCY_CONFLICT.code);

    const wallet = await json(await t.call('GET', '/api/pay/wallet', {}, withToken(fan.token)));
    expect(wallet.body.data).toMatchObject({ coins: 120, earnings: 0 });
  });

  it('declines the insufficient-funds and verification test cards with the spec messages, crediting nothing', async () => {
    const fan = await person('api.declined');
    const poor = await json(await buy(fan.token, { coins: 10, payment_method: SANDBOX_PAYMENT_METHODS.insufficientFunds, idem_key: key() }));
    expect(poor.status).toBe(402);
    expect(poor.body.error).toMatchObject({ code: ERRORS.PAYMENT_INSUFFICIENT_FUNDS.code, message: ERRORS.PAYMENT_INSUFFICIENT_FUNDS.message });
    expect(poor.body.error.message).toMatch(/insufficient funds/);
    const unverified = await json(await buy(fan.token, { coins: 10, payment_method: SANDBOX_PAYMENT_METHODS.verificationFails, idem_key: key() }));
    expect(unverified.status).toBe(402);
    expect(unverified.body.error.message).toBe('Verification failed, use a different card or another way.');
    expect((await balances(db(), fan.userId)).wallet).toBe(0);
  });

  it('refuses coins outside 1..10000 with the spec text, and bad keys', async () => {
    const fan = await person('api.bad');
    for (const coins of [0, 10001, 2.5, 'ten', -1]) {
      const r = await json(await buy(fan.token, { coins, payment_method: SANDBOX_PAYMENT_METHODS.succeeds, idem_key: key() }));
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe('coins: Please enter coins from 1 to 10000');
    }
    const noKey = await json(await buy(fan.token, { coins: 5, payment_method: SANDBOX_PAYMENT_METHODS.succeeds }));
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.field).toBe('idem_key');
    const anon = await json(await t.call('GET', '/api/pay/wallet', {}));
    expect(anon.status).toBe(401);
  });

  it('tips a creator; not enough coins is the buy-coins error; pages of transactions by keyset', async () => {
    const fan = await person('api.tipper');
    const creator = await creatorPerson('api.tipped');
    await fund(fan.userId, 30);
    const tip = (coins: number, idem = key()) =>
      t.call('POST', '/api/pay/tip', { creator_id: creator.userId, coins, idem_key: idem }, withToken(fan.token)).then(json);
    for (let i = 0; i < 3; i++) expect((await tip(10)).status).toBe(200);
    const broke = await tip(1);
    expect(broke.status).toBe(402);
    expect(broke.body.error.code).toBe(ERRORS.NOT_ENOUGH_COINS.code);
    const self = await json(await t.call('POST', '/api/pay/tip', { creator_id: fan.userId, coins: 1, idem_key: key() }, withToken(fan.token)));
    expect(self.body.error).toMatchObject({ code: ERRORS.TIP_SELF.code, message: 'You cannot tip yourself.' });

    const page1 = await json(await t.call('GET', '/api/pay/transactions', { limit: 2 }, withToken(fan.token)));
    expect(page1.body.data.list.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['tip', -10],
      ['tip', -10],
    ]);
    const page2 = await json(await t.call('GET', '/api/pay/transactions', { limit: 2, before: page1.body.data.next }, withToken(fan.token)));
    expect(page2.body.data.list.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['tip', -10],
      ['purchase', 30],
    ]);
    expect(page2.body.data.next).toBeNull();
    const earned = await json(await t.call('GET', '/api/pay/transactions', {}, withToken(creator.token)));
    expect(earned.body.data.list).toHaveLength(3);
    expect(earned.body.data.list[0]).toMatchObject({ kind: 'tip', account: 'earnings', amount: 8 });
  });

  it('gifts come from the catalogue (sports car, champagne) at its price; blocked pairs cannot pay', async () => {
    const fan = await person('gift.fan');
    const creator = await creatorPerson('gift.creator');
    await fund(fan.userId, 1200);
    const catalogue = await json(await t.call('GET', '/api/pay/gifts', {}));
    const preloaded = catalogue.body.data.list.filter((g: { preload: boolean }) => g.preload).map((g: { animation_url: string }) => g.animation_url);
    // The two preloaded animations (spec section 9), served from our own origin by default.
    expect(preloaded.sort()).toEqual(['/gifts/champagne.svg', '/gifts/sports-car.svg']);
    expect(catalogue.body.data.flirt_coins).toBe(FLIRT_COINS);
    const car = catalogue.body.data.list.find((g: { name: string }) => g.name === 'Sports car');
    const sent = await json(await t.call('POST', '/api/pay/gift', { creator_id: creator.userId, gift_id: car.id, idem_key: key() }, withToken(fan.token)));
    expect(sent.body.data).toMatchObject({ coins: car.coins, balance: 1200 - car.coins });
    const unknown = await json(await t.call('POST', '/api/pay/gift', { creator_id: creator.userId, gift_id: 999, idem_key: key() }, withToken(fan.token)));
    expect(unknown.body.error.code).toBe(ERRORS.GIFT_NOT_FOUND.code);
    const flirt = await json(await t.call('POST', '/api/pay/flirt', { creator_id: creator.userId, idem_key: key() }, withToken(fan.token)));
    expect(flirt.body.data).toMatchObject({ coins: FLIRT_COINS, balance: 1200 - car.coins - FLIRT_COINS });
    // A flirt has one price: another amount is refused and charges nothing.
    const dearer = await json(
      await t.call('POST', '/api/pay/flirt', { creator_id: creator.userId, coins: FLIRT_COINS + 1, idem_key: key() }, withToken(fan.token)),
    );
    expect(dearer.status).toBe(400);
    expect(dearer.body.error.message).toBe(`coins: a flirt costs ${FLIRT_COINS} coins`);

    await db().insert(userBlocks).values({ blockerId: creator.userId, blockedId: fan.userId });
    const blocked = await json(
      await t.call('POST', '/api/pay/flirt', { creator_id: creator.userId, coins: FLIRT_COINS, idem_key: key() }, withToken(fan.token)),
    );
    expect(blocked.body.error.code).toBe(ERRORS.PAYMENT_BLOCKED.code);
    expect((await balances(db(), fan.userId)).wallet).toBe(1200 - car.coins - FLIRT_COINS);
  });
});

describe('PPV unlocks for the content server', () => {
  it('unlockPost charges once and records the unlock in the same transaction; hasUnlocked answers', async () => {
    const fan = await person('ppv.fan');
    const creator = await creatorPerson('ppv.creator');
    await fund(fan.userId, 100);
    const postId = 424242;
    expect(await hasUnlocked(db(), fan.userId, postId)).toBe(false);
    // Two unlocks with different keys at once: one charge.
    const both = await Promise.all(
      [key(), key()].map((k) => unlockPost(db(), config(), { fanId: fan.userId, postId, price: 40, creatorId: creator.userId, idemKey: k })),
    );
    expect(both.filter((r) => !r.alreadyUnlocked)).toHaveLength(1);
    expect(await hasUnlocked(db(), fan.userId, postId)).toBe(true);
    expect((await balances(db(), fan.userId)).wallet).toBe(60);
    // Not enough coins: no unlock row, no charge.
    const other = await unlockPost(db(), config(), { fanId: fan.userId, postId: 5, price: 61, creatorId: creator.userId, idemKey: key() }).catch((e) => e);
    expect(other).toMatchObject({ code: ERRORS.NOT_ENOUGH_COINS.code });
    expect(await hasUnlocked(db(), fan.userId, 5)).toBe(false);
    await expectLedgerBalanced();
  });
});

describe('PPV unlocks under load, through the API', () => {
  /** `count` posted PPV posts of `creatorId` at `price` coins, each with one image. */
  async function ppvPosts(creatorId: number, count: number, price: number) {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const stamp = `${creatorId}-${i}-${key()}`;
      const [m] = await db()
        .insert(media)
        .values({
          ownerId: creatorId,
          kind: 1,
          mime: 'image/png',
          size: 10,
          contentHash: `h${stamp}`,
          fileName: 'a.png',
          storageKey: `k${stamp}`,
          width: 10,
          height: 10,
        })
        .returning();
      const [p] = await db()
        .insert(posts)
        .values({ creatorId, status: POST_STATUS.Posted, visibility: VISIBILITY.PPV, price, caption: `ppv ${i}`, publishedAt: new Date() })
        .returning();
      await db().insert(postMedia).values({ postId: p!.id, position: 0, mediaId: m!.id });
      ids.push(p!.id);
    }
    return ids;
  }
  const unlock = (token: string, postId: number, idemKey: string) =>
    t.call('POST', '/api/core/post/unlock/', { post_id: postId, idem_key: idemKey }, withToken(token)).then(json);
  const unlockRows = async (userId: number) => (await rows<{ n: number }>(sql`select count(*)::int as n from post_unlocks where user_id = ${userId}`))[0]!.n;

  it('50 concurrent unlocks of 50 PPV posts from a wallet that can pay for 10: exactly 10 succeed, balance 0, the ledger balances', async () => {
    const fan = await person('ppvload.fan');
    const creator = await person('ppvload.creator');
    await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    const price = 7;
    const ids = await ppvPosts(creator.userId, 50, price);
    await fund(fan.userId, 10 * price);
    const answers = await Promise.all(ids.map((id) => unlock(fan.token, id, key())));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(10);
    for (const a of ok) expect(a.body.data.post.access).toEqual({ locked: false });
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.error).toMatchObject({ code: ERRORS.NOT_ENOUGH_COINS.code, message: ERRORS.NOT_ENOUGH_COINS.message });
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([402]));
    expect(await balances(db(), fan.userId)).toEqual({ wallet: 0, earnings: 0 });
    // Ten unlocks of 7 coins at 80% on the creator's running total (ADR 134): 80% of 70 is 56.
    expect((await balances(db(), creator.userId)).earnings).toBe(56);
    expect(await unlockRows(fan.userId)).toBe(10);
    const unlocks = await rows<{ n: number }>(sql`select count(*)::int as n from ledger_transactions where user_id = ${fan.userId} and kind = 'unlock'`);
    expect(unlocks[0]!.n).toBe(10);
    await expectLedgerBalanced();
  });

  it('the same idempotency key twice on an unlock, also at once, charges once; the key on another post is a 409', async () => {
    const fan = await person('ppvidem.fan');
    const creator = await person('ppvidem.creator');
    await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    const [first, second] = await ppvPosts(creator.userId, 2, 30);
    await fund(fan.userId, 100);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => unlock(fan.token, first!, k)));
    for (const a of answers) expect(a.status).toBe(200);
    const again = await unlock(fan.token, first!, k);
    expect(again.body.data.post.access).toEqual({ locked: false });
    expect((await balances(db(), fan.userId)).wallet).toBe(70);
    expect(await unlockRows(fan.userId)).toBe(1);
    const other = await unlock(fan.token, second!, k);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe(ERRORS.IDEMPOTENCY_CONFLICT.code);
    expect((await balances(db(), fan.userId)).wallet).toBe(70);
    await expectLedgerBalanced();
  });
});
