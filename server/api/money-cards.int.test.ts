/** Saved cards, buying with them, and delete account (issue 6, ADR 051) through the API, on the sandbox provider. */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { balances } from '../domain/money';
import { SANDBOX_CARDS } from '../domain/money/payments';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

let n = 0;
const person = (prefix: string) => signUp(t, `${prefix}${++n}x${Math.floor(Math.random() * 1e6)}`);
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));
const get = async (token: string, path: string, params: Record<string, unknown> = {}) => json(await t.call('GET', path, params, withToken(token)));
const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string) => ({ card_number: number, exp_month: 12, exp_year: nextYear, cvc: '123' });

describe('saved cards', () => {
  it('adds, lists and removes a card, keeping only token, brand, last four and expiry', async () => {
    const fan = await person('cards');
    const added = await post(fan.token, '/api/pay/cards/add', card('4242 4242 4242 4242'));
    expect(added.status).toBe(200);
    expect(added.body.data.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear });
    // The same card again is kept once.
    await post(fan.token, '/api/pay/cards/add', card('4242424242424242'));
    const list = await get(fan.token, '/api/pay/cards');
    expect(list.body.data.list).toHaveLength(1);
    const stored = (await t.server.database.db.execute(sql`select * from saved_cards where user_id = ${fan.userId}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(JSON.stringify(stored.rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(stored.rows)).not.toContain('"123"');

    // Another user cannot remove it.
    const other = await person('cardsother');
    const foreign = await post(other.token, '/api/pay/cards/remove', { card_id: added.body.data.card.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe(ERRORS.CARD_NOT_FOUND.code);

    expect((await post(fan.token, '/api/pay/cards/remove', { card_id: added.body.data.card.id })).status).toBe(200);
    expect((await get(fan.token, '/api/pay/cards')).body.data.list).toEqual([]);
  });

  it('does not save a card that fails verification, nor an expired one, nor a bad number', async () => {
    const fan = await person('cardsbad');
    const refused = await post(fan.token, '/api/pay/cards/add', card(SANDBOX_CARDS.verificationFails));
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe('Verification failed, use a different card or another way.');
    const expired = await post(fan.token, '/api/pay/cards/add', { ...card(SANDBOX_CARDS.succeeds), exp_year: 2001 });
    expect(expired.status).toBe(400);
    expect(expired.body.error.field).toBe('exp_year');
    const bad = await post(fan.token, '/api/pay/cards/add', card('4242'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('card_number');
    expect((await get(fan.token, '/api/pay/cards')).body.data.list).toEqual([]);
  });

  it('buys with a saved card, saves a card while buying, and a saved card without funds is declined', async () => {
    const fan = await person('cardsbuy');
    const bought = await post(fan.token, '/api/pay/coins/buy', { coins: 500, ...card(SANDBOX_CARDS.succeeds), save_card: true, idem_key: randomUUID() });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ coins: 500, balance: 500, card: { last4: '4242' } });
    const [saved] = (await get(fan.token, '/api/pay/cards')).body.data.list;
    const again = await post(fan.token, '/api/pay/coins/buy', { coins: 7, card_id: saved.id, idem_key: randomUUID() });
    expect(again.body.data).toMatchObject({ coins: 7, balance: 507 });

    const poorCard = (await post(fan.token, '/api/pay/cards/add', card(SANDBOX_CARDS.insufficientFunds))).body.data.card;
    const poor = await post(fan.token, '/api/pay/coins/buy', { coins: 7, card_id: poorCard.id, idem_key: randomUUID() });
    expect(poor.status).toBe(402);
    expect(poor.body.error.message).toBe('Payment failed: insufficient funds.');
    expect((await balances(t.server.database.db, fan.userId)).wallet).toBe(507);

    const nothing = await post(fan.token, '/api/pay/coins/buy', { coins: 7, idem_key: randomUUID() });
    expect(nothing.status).toBe(400);
    const packages = await get(fan.token, '/api/pay/packages');
    expect(packages.body.data.list[0]).toEqual({ coins: 100, cents: 1000 });
  });
});

describe('delete account', () => {
  it('is refused while the wallet holds coins, and allowed once it is empty', async () => {
    const fan = await person('leaver');
    const creator = await person('keeper');
    await t.server.database.db.update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    await post(fan.token, '/api/pay/coins/buy', { coins: 10, ...card(SANDBOX_CARDS.succeeds), save_card: true, idem_key: randomUUID() });
    const refused = await post(fan.token, '/api/core/user/delete/', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: ERRORS.ACCOUNT_HAS_BALANCE.code, message: ERRORS.ACCOUNT_HAS_BALANCE.message });
    expect((await get(fan.token, '/api/pay/wallet')).status).toBe(200);

    // Spending all of it: the creator now holds earnings and cannot leave either (default share 90%).
    const tip = await post(fan.token, '/api/pay/tip', { creator_id: creator.userId, coins: 10, idem_key: randomUUID() });
    expect(tip.status).toBe(200);
    expect((await get(creator.token, '/api/pay/wallet')).body.data).toMatchObject({ earnings: 9, creator_share_percent: 90 });
    expect((await post(creator.token, '/api/core/user/delete/', {})).status).toBe(409);

    const deleted = await post(fan.token, '/api/core/user/delete/', {});
    expect(deleted.status).toBe(200);
    // Signed out everywhere, the name and email gone, the saved cards gone; the ledger keeps its entries.
    expect((await get(fan.token, '/api/pay/wallet')).status).toBe(401);
    const rows = (await t.server.database.db.execute(
      sql`select user_name, email, (select count(*)::int from saved_cards where user_id = ${fan.userId}) as cards from users where id = ${fan.userId}`,
    )) as unknown as { rows: { user_name: string; email: string | null; cards: number }[] };
    expect(rows.rows[0]).toEqual({ user_name: `deleted_${fan.userId}`, email: null, cards: 0 });
  });
});
