/** Money edges (issue 18 point 5, ADR 087): who may receive coins, tips to oneself, strict amounts, the creator's share (ADR 134). */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { balances, buyCoins, shareOfCharge } from '../domain/money';
import { systemBalance } from '../domain/money/ledger';
import { SANDBOX_PAYMENT_METHODS } from '../../common/payment-methods';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({ CREATOR_SHARE_PERCENT: '80', COIN_PRICE_CENTS: '10' });
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
let n = 0;
const person = (prefix: string) => signUp(t, `${prefix}.${++n}.${Math.floor(Math.random() * 1e6)}`);
async function creator(prefix: string) {
  const p = await person(prefix);
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, p.userId));
  return p;
}
const fund = (userId: number, coins: number) =>
  buyCoins(db(), t.config, { userId, coins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: randomUUID() });
const pay = (token: string, what: 'tip' | 'gift' | 'flirt', params: Record<string, unknown>) =>
  t.call('POST', `/api/pay/${what}`, { idem_key: randomUUID(), ...params }, withToken(token)).then(json);
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

describe('only creators receive coins', () => {
  it('a tip, a gift or a flirt to a fan is refused and moves nothing', async () => {
    const fan = await person('edge.payer');
    const other = await person('edge.fan');
    await fund(fan.userId, 500);
    for (const [what, params] of [
      ['tip', { coins: 5 }],
      ['gift', { gift_id: 1 }],
      ['flirt', {}],
    ] as const) {
      const r = await pay(fan.token, what, { creator_id: other.userId, ...params });
      expect([r.status, r.body.error.code], what).toEqual([403, ERRORS.RECIPIENT_NOT_CREATOR.code]);
      expect(r.body.error.message).toBe('Only creators can receive coins.');
    }
    expect(await balances(db(), fan.userId)).toEqual({ wallet: 500, earnings: 0 });
    expect(await balances(db(), other.userId)).toEqual({ wallet: 0, earnings: 0 });
  });

  it('a tip to oneself has its own message; a gift or a flirt to oneself keeps the spec text', async () => {
    const me = await creator('edge.self');
    await fund(me.userId, 500);
    const tip = await pay(me.token, 'tip', { creator_id: me.userId, coins: 5 });
    expect([tip.status, tip.body.error.code, tip.body.error.message]).toEqual([400, ERRORS.TIP_SELF.code, 'You cannot tip yourself.']);
    for (const [what, params] of [
      ['gift', { gift_id: 1 }],
      ['flirt', {}],
    ] as const) {
      const r = await pay(me.token, what, { creator_id: me.userId, ...params });
      expect(r.body.error.message, what).toBe('Flirts or gifts cannot be sent to oneself.');
    }
    expect((await balances(db(), me.userId)).wallet).toBe(500);
  });
});

describe('amounts are JSON integers', () => {
  it('"0x10", true, [5], "16" and 1.5 coins are refused, naming coins, and charge nothing', async () => {
    const fan = await person('edge.loose');
    const star = await creator('edge.star');
    await fund(fan.userId, 100);
    for (const coins of ['0x10', true, [5], '16', 1.5, '']) {
      const r = await pay(fan.token, 'tip', { creator_id: star.userId, coins });
      expect([r.status, r.body.error.field], JSON.stringify(coins)).toEqual([400, 'coins']);
      expect(r.body.error.message).toBe('coins: Please enter coins from 1 to 10000');
    }
    for (const creator_id of [String(star.userId), true, [star.userId]]) {
      const r = await pay(fan.token, 'tip', { creator_id, coins: 5 });
      expect([r.status, r.body.error.field], JSON.stringify(creator_id)).toEqual([400, 'creator_id']);
    }
    expect(await balances(db(), fan.userId)).toEqual({ wallet: 100, earnings: 0 });
    expect((await pay(fan.token, 'tip', { creator_id: star.userId, coins: 16 })).status).toBe(200);
  });
});

describe("the creator's share never passes the configured percentage (ADR 134)", () => {
  it('a first 1-coin tip credits the creator nothing (80% of 1 is 0.8), the platform the coin, and the ledger still balances', async () => {
    const fan = await person('edge.one');
    const star = await creator('edge.one.star');
    await fund(fan.userId, 10);
    const platform = await systemBalance(db(), 'platform');
    const r = await pay(fan.token, 'tip', { creator_id: star.userId, coins: 1 });
    expect(r.status).toBe(200);
    expect(await balances(db(), star.userId)).toEqual({ wallet: 0, earnings: 0 });
    expect(await balances(db(), fan.userId)).toEqual({ wallet: 9, earnings: 0 });
    expect((await systemBalance(db(), 'platform')) - platform).toBe(1);
    // The fraction waits for the next spend: a second coin makes 1.6, so 1 coin to the creator.
    expect((await pay(fan.token, 'tip', { creator_id: star.userId, coins: 1 })).status).toBe(200);
    expect(await balances(db(), star.userId)).toEqual({ wallet: 0, earnings: 1 });
    expect(await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`)).toEqual([]);
  });

  it('for every amount and share, a lone charge gives the creator the exact share rounded down, and the parts add up', () => {
    for (let percent = 0; percent <= 90; percent++) {
      for (let coins = 1; coins <= 1000; coins++) {
        const { creator: share, platform } = shareOfCharge({ coins: 0, share: 0 }, coins, percent);
        const exact = (coins * percent) / 100;
        expect(share + platform).toBe(coins);
        expect(Number.isInteger(share) && share <= exact && exact - share < 1 && platform >= 0).toBe(true);
      }
    }
    expect(shareOfCharge({ coins: 0, share: 0 }, 1, 90)).toEqual({ creator: 0, platform: 1 });
    expect(shareOfCharge({ coins: 0, share: 0 }, 155, 80)).toEqual({ creator: 124, platform: 31 });
    expect(shareOfCharge({ coins: 0, share: 0 }, 7, 80)).toEqual({ creator: 5, platform: 2 });
  });
});
