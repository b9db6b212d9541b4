/**
 * Saved cards, buying with them, and delete account (issue 6, ADR 051) through the API, on the
 * sandbox provider; the API takes payment-method ids only and refuses card fields (ADR 089).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { balances } from '../domain/money';
import { SANDBOX_CARDS, sandboxPaymentMethod } from '../../common/payment-methods';

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
/** What the sandbox card element sends for a typed test card. */
const card = (number: string, expYear = nextYear) => ({ payment_method: sandboxPaymentMethod({ number, expMonth: 12, expYear }) });

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
    // An expired card is refused as Stripe refuses one (expired_card).
    const expired = await post(fan.token, '/api/pay/cards/add', card(SANDBOX_CARDS.succeeds, 2001));
    expect(expired.status).toBe(402);
    expect(expired.body.error.code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);
    for (const bad of ['pm_card_visa', 'pm_sandbox_visa_4242_1399_ok', 'sbx_ok_0123456789abcdef']) {
      const r = await post(fan.token, '/api/pay/cards/add', { payment_method: bad });
      expect(r.status, bad).toBe(400);
      expect(r.body.error.field, bad).toBe('payment_method');
    }
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

describe('card data never reaches the server (ADR 089)', () => {
  const cardFields = { card_number: SANDBOX_CARDS.succeeds, exp_month: 12, exp_year: nextYear, cvc: '123' };

  it('refuses card fields on every card endpoint, even beside a payment method, and charges nothing', async () => {
    const fan = await person('cardsraw');
    const attempts: [string, Record<string, unknown>][] = [
      ['/api/pay/coins/buy', { coins: 10, idem_key: randomUUID(), ...cardFields }],
      ['/api/pay/coins/buy', { coins: 10, idem_key: randomUUID(), ...card(SANDBOX_CARDS.succeeds), cvc: '123' }],
      ['/api/pay/coins/buy', { coins: 10, idem_key: randomUUID(), ...card(SANDBOX_CARDS.succeeds), card_number: SANDBOX_CARDS.succeeds }],
      ['/api/pay/cards/add', cardFields],
      ['/api/pay/cards/add', { ...card(SANDBOX_CARDS.succeeds), exp_month: 12 }],
    ];
    for (const [path, body] of attempts) {
      const r = await post(fan.token, path, body);
      expect(r.status, path).toBe(400);
      expect(r.body.error.code, path).toBe(ERRORS.BAD_REQUEST.code);
      expect(r.body.error.message, path).toMatch(/not accepted; card details go to the card element/);
    }
    const raw = await post(fan.token, '/api/pay/coins/buy', { coins: 10, idem_key: randomUUID(), payment_method: SANDBOX_CARDS.succeeds });
    expect(raw.status).toBe(400);
    expect(raw.body.error.field).toBe('payment_method');
    expect((await balances(t.server.database.db, fan.userId)).wallet).toBe(0);
    expect((await get(fan.token, '/api/pay/cards')).body.data.list).toEqual([]);
  });

  it('buys with payment-method ids: each sandbox outcome, and the card saved as the provider reports it', async () => {
    const fan = await person('cardspm');
    const buy = (pm: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      post(fan.token, '/api/pay/coins/buy', { coins: 30, idem_key: randomUUID(), ...pm, ...extra });
    const ok = await buy(card(SANDBOX_CARDS.succeeds));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ requires_action: null, coins: 30, balance: 30, card: null });
    const poor = await buy(card(SANDBOX_CARDS.insufficientFunds));
    expect(poor.status).toBe(402);
    expect(poor.body.error.code).toBe(ERRORS.PAYMENT_INSUFFICIENT_FUNDS.code);
    for (const number of [SANDBOX_CARDS.verificationFails, '5555555555554444']) {
      const refused = await buy(card(number));
      expect(refused.status).toBe(402);
      expect(refused.body.error.code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);
    }
    const expired = await buy(card(SANDBOX_CARDS.succeeds, 2020));
    expect(expired.body.error.code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);
    // The sandbox never asks for 3-D Secure, so an intent to finish is refused.
    const finish = await post(fan.token, '/api/pay/coins/buy', { coins: 30, idem_key: randomUUID(), payment_intent: 'pi_123' });
    expect(finish.body.error.code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);

    const saved = await buy(card('4242 4242 4242 4242', 2033), { save_card: true });
    expect(saved.body.data.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2033 });
    expect((await balances(t.server.database.db, fan.userId)).wallet).toBe(60);
  });
});

describe('delete account', () => {
  it('is refused while the wallet holds coins, and allowed once it is empty', async () => {
    const fan = await person('leaver');
    const creator = await person('keeper');
    await t.server.database.db.update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
    const bought = await post(fan.token, '/api/pay/coins/buy', { coins: 10, ...card(SANDBOX_CARDS.succeeds), save_card: true, idem_key: randomUUID() });
    expect(bought.body).toMatchObject({ data: { balance: 10 } });
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
