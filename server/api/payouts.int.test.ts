/** Payouts (issue 6, ADR 052) through the API and the job, on PGlite or PostgreSQL (DATABASE_URL). */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { expectLedgerBalanced as expectLedgerBalancedIn } from '../../test/factories';
import { payouts, users } from '../db/schema';
import { balances, buyCoins, spend } from '../domain/money';
import { processPayouts } from '../domain/money/payouts';
import { SANDBOX_PAYMENT_METHODS } from '../domain/money/payments';
import { type PayoutRail, SANDBOX_PAYOUT_FAILURES, sandboxRail } from '../domain/money/rails';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer({ CREATOR_SHARE_PERCENT: '90', COIN_PRICE_CENTS: '10', PAYOUT_MIN_CENTS: '2000', PAYOUT_JOB_INTERVAL_MS: '0' });
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const key = () => randomUUID();
let n = 0;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

/** A signed-up creator (role 1) whose earnings are 90% of `tipCoins` tipped by a fan. */
async function creatorWithEarnings(tipCoins: number) {
  const creator = await signUp(t, `payout.creator.${++n}.${Math.floor(Math.random() * 1e6)}`);
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  if (tipCoins > 0) {
    const fan = await signUp(t, `payout.fan.${++n}.${Math.floor(Math.random() * 1e6)}`);
    await buyCoins(db(), t.config, { userId: fan.userId, coins: tipCoins, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: key() });
    await spend(db(), t.config, { fanId: fan.userId, creatorId: creator.userId, coins: tipCoins, kind: 'tip', idemKey: key() });
  }
  return creator;
}

const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', `/api${path}`, params, withToken(token)));
const get = async (token: string, path: string, params: Record<string, unknown> = {}) => json(await t.call('GET', `/api${path}`, params, withToken(token)));

async function ready(token: string, method: Record<string, unknown> = { kind: 'paypal', email: 'gold@example.com', country: 'US' }) {
  expect((await post(token, '/pay/payout/method', method)).status).toBe(200);
  expect((await post(token, '/pay/payout/tax', { legal_name: 'Gold Creator', country: 'US', tax_form: 'W-9', tax_id_last4: '1234' })).status).toBe(200);
}

async function expectLedgerBalanced() {
  await expectLedgerBalancedIn(t.server.database.db);
  // Money in payout_clearing is exactly the coins of payouts not settled yet.
  const [clearing] = await rows<{ b: string }>(sql`select coalesce(sum(balance), 0)::text as b from ledger_accounts where kind = 'payout_clearing'`);
  const [open] = await rows<{ c: string }>(sql`select coalesce(sum(coins), 0)::text as c from payouts where status in ('requested', 'processing')`);
  expect(Number(clearing!.b)).toBe(Number(open!.c));
}

/** The entries of a payout's settlement, by account kind. */
async function settlementEntries(payoutId: number) {
  return rows<{ kind: string; amount: string; cents: number; tx_kind: string }>(
    sql`select a.kind, e.amount::text as amount, t.cents, t.kind as tx_kind from ledger_entries e
        join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
        where t.idem_key = ${`sys/payout/${payoutId}/settle`} order by e.amount, a.kind`,
  );
}
const platformBalance = async () =>
  Number((await rows<{ b: string }>(sql`select coalesce(sum(balance), 0)::text as b from ledger_accounts where kind = 'platform'`))[0]!.b);

describe('payout requests', () => {
  it('the overview shows 90% of a tip as earnings in coins and dollars, the minimum, and no method yet', async () => {
    const c = await creatorWithEarnings(700);
    const { status, body } = await get(c.token, '/pay/payout');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      earnings_coins: 630,
      available_cents: 6300,
      min_cents: 2000,
      methods: [],
      default_method: null,
      tax: null,
      suspended_until: null,
      history: [],
    });
  });

  it('a request over the minimum moves earnings to payout_clearing, with the PayPal US fee', async () => {
    const c = await creatorWithEarnings(700);
    await ready(c.token);
    const { status, body } = await post(c.token, '/pay/payout/request', { amount_cents: 2500, idem_key: key() });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      amount_cents: 2500,
      fee_cents: 25,
      net_cents: 2475,
      method: 'paypal',
      status: 'requested',
      destination: 'gold@example.com (US)',
      replayed: false,
    });
    expect(await balances(db(), c.userId)).toEqual({ wallet: 0, earnings: 380 });
    await expectLedgerBalanced();
  });

  it('refuses under the minimum, off-coin amounts, non-creators, and missing method or tax settings, with their messages', async () => {
    const c = await creatorWithEarnings(700);
    let r = await post(c.token, '/pay/payout/request', { amount_cents: 2500, idem_key: key() });
    expect(r.body.error).toMatchObject({ code: ERRORS.PAYOUT_METHOD_MISSING.code });
    await post(c.token, '/pay/payout/method', { kind: 'usdt', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    r = await post(c.token, '/pay/payout/request', { amount_cents: 2500, idem_key: key() });
    expect(r.body.error).toMatchObject({ code: ERRORS.PAYOUT_TAX_MISSING.code });
    await ready(c.token);
    r = await post(c.token, '/pay/payout/request', { amount_cents: 1999, idem_key: key() });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: ERRORS.PAYOUT_BELOW_MINIMUM.code, message: 'The minimum payout is 20 dollars.', field: 'amount_cents' });
    r = await post(c.token, '/pay/payout/request', { amount_cents: 2005, idem_key: key() });
    expect(r.body.error).toMatchObject({ code: ERRORS.PAYOUT_AMOUNT_STEP.code, message: expect.stringContaining('0.10 dollars') });
    r = await post(c.token, '/pay/payout/request', { amount_cents: 6310, idem_key: key() });
    expect(r.status).toBe(402);
    expect(r.body.error).toMatchObject({ code: ERRORS.PAYOUT_NOT_ENOUGH_EARNINGS.code });
    r = await post(c.token, '/pay/payout/request', { amount_cents: 'lots', idem_key: key() });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^amount_cents: /);
    const fan = await signUp(t, `payout.notcreator.${++n}`);
    r = await post(fan.token, '/pay/payout/request', { amount_cents: 2500, idem_key: key() });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: ERRORS.PAYOUT_CREATOR_ONLY.code });
    expect((await get(fan.token, '/pay/payout')).status).toBe(403);
    expect(await balances(db(), c.userId)).toEqual({ wallet: 0, earnings: 630 });
    await expectLedgerBalanced();
  });

  it('bad ACH, USDT and PayPal inputs get 400s naming the field; nothing is saved', async () => {
    const c = await creatorWithEarnings(0);
    const ach = { kind: 'ach', account_name: 'Gold Creator', routing_number: '021000021', account_number: '123456789', account_type: 'checking' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...ach, account_name: 'Gold Creator Studios LLC' }, /^account_name: The account name can be up to 22 characters/],
      [{ ...ach, account_name: 'Gold_Creator' }, /^account_name: The account name may use only letters/],
      [{ ...ach, routing_number: '02100002' }, /^routing_number: The routing number must be exactly nine digits/],
      [{ ...ach, routing_number: '021000022' }, /^routing_number: This routing number is not valid/],
      [{ kind: 'usdt', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T' }, /^address: This TRON address is not valid/],
      [{ kind: 'usdt', address: '0x52908400098527886E0F7030069857D2E4169EE7' }, /^address: Please enter a TRON \(TRC20\) address/],
      [{ kind: 'paypal', email: 'not-an-email', country: 'US' }, /^email: Please enter a valid email/],
      [{ kind: 'wire' }, /kind/],
    ];
    for (const [input, message] of cases) {
      const r = await post(c.token, '/pay/payout/method', input);
      expect(r.status, JSON.stringify(input)).toBe(400);
      expect(r.body.error.message).toMatch(message);
    }
    expect((await get(c.token, '/pay/payout')).body.data.methods).toEqual([]);
    const saved = await post(c.token, '/pay/payout/method', ach);
    expect(saved.body.data).toEqual({ kind: 'ach', destination: 'Gold Creator, checking ••••6789', is_default: true, country: null });
    await post(c.token, '/pay/payout/method', { kind: 'payoneer', account: '12345678' });
    const overview = (await get(c.token, '/pay/payout')).body.data;
    expect(overview.default_method).toBe('payoneer');
    expect(overview.methods.filter((m: { is_default: boolean }) => m.is_default)).toHaveLength(1);
    expect((await post(c.token, '/pay/payout/method/default', { kind: 'ach' })).status).toBe(200);
    expect((await get(c.token, '/pay/payout')).body.data.default_method).toBe('ach');
  });

  it('20 concurrent requests against earnings enough for 3: exactly 3 succeed, the ledger balances', async () => {
    const c = await creatorWithEarnings(700); // 630 coins = $63.00: three payouts of $20
    await ready(c.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: key() })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.body.error.code).toBe(ERRORS.PAYOUT_NOT_ENOUGH_EARNINGS.code);
    expect(await balances(db(), c.userId)).toEqual({ wallet: 0, earnings: 30 });
    expect(await db().select().from(payouts).where(eq(payouts.userId, c.userId))).toHaveLength(3);
    await expectLedgerBalanced();
  });

  it('the same idempotency key twice, also at once, makes one payout; another amount with it is a 409', async () => {
    const c = await creatorWithEarnings(700);
    await ready(c.token);
    const k = key();
    const [a, b] = await Promise.all([0, 1].map(() => post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: k })));
    expect(a!.status).toBe(200);
    expect(b!.status).toBe(200);
    expect(a!.body.data.id).toBe(b!.body.data.id);
    const again = await post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: k });
    expect(again.body.data).toMatchObject({ id: a!.body.data.id, replayed: true });
    const other = await post(c.token, '/pay/payout/request', { amount_cents: 3000, idem_key: k });
    expect(other.status).toBe(409);
    expect(await db().select().from(payouts).where(eq(payouts.userId, c.userId))).toHaveLength(1);
    expect((await balances(db(), c.userId)).earnings).toBe(430);
    await expectLedgerBalanced();
  });
});

describe('the payout job', () => {
  it('pays a requested payout once (clearing -> provider), even when two runs race', async () => {
    const c = await creatorWithEarnings(700);
    await ready(c.token, { kind: 'usdt', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    const { body } = await post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: key() });
    expect(body.data.fee_cents).toBe(300);
    let sent = 0;
    const counting: PayoutRail = { name: 'counting', send: (r) => ((sent += 1), sandboxRail.send(r)) };
    const [x, y] = await Promise.all([processPayouts(db(), counting), processPayouts(db(), counting)]);
    expect(x + y).toBeGreaterThanOrEqual(1);
    const detail = await get(c.token, '/pay/payout/detail', { id: body.data.id });
    expect(detail.body.data).toMatchObject({ status: 'paid', net_cents: 1700 });
    expect(sent).toBe(x + y);
    const [row] = await db().select().from(payouts).where(eq(payouts.id, body.data.id));
    expect(row!.providerRef).toBe(`sandbox_payout-${body.data.id}`);
    expect((await balances(db(), c.userId)).earnings).toBe(430);
    await expectLedgerBalanced();
  });

  it('books the fee of a paid payout as its own entry: the net to provider, the fee to platform, the ledger balanced', async () => {
    const c = await creatorWithEarnings(800);
    await ready(c.token, { kind: 'paypal', email: 'gold@example.com', country: 'US' });
    const { body } = await post(c.token, '/pay/payout/request', { amount_cents: 2500, idem_key: key() });
    expect(body.data).toMatchObject({ fee_cents: 25, net_cents: 2475 });
    const platformBefore = await platformBalance();
    await processPayouts(db(), sandboxRail);
    expect((await get(c.token, '/pay/payout/detail', { id: body.data.id })).body.data.status).toBe('paid');
    // 250 coins left payout_clearing: 25 cents of fee is 2.5 coins, booked as 3 (rounded up), the other 247 left the platform.
    expect(await settlementEntries(body.data.id)).toEqual([
      { kind: 'payout_clearing', amount: '-250', cents: 2475, tx_kind: 'payout_paid' },
      { kind: 'platform', amount: '3', cents: 2475, tx_kind: 'payout_paid' },
      { kind: 'provider', amount: '247', cents: 2475, tx_kind: 'payout_paid' },
    ]);
    expect(await platformBalance()).toBe(platformBefore + 3);
    await expectLedgerBalanced();

    // USDT's 3 dollars are 30 whole coins; a payout without a fee (ACH) has no platform entry.
    await ready(c.token, { kind: 'usdt', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    const usdt = (await post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: key() })).body.data;
    await ready(c.token, { kind: 'ach', account_name: 'Gold Creator', routing_number: '021000021', account_number: '123456789', account_type: 'checking' });
    const ach = (await post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: key() })).body.data;
    expect(ach.fee_cents).toBe(0);
    const before = await platformBalance();
    await processPayouts(db(), sandboxRail);
    expect((await settlementEntries(usdt.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['payout_clearing', '-200'],
      ['platform', '30'],
      ['provider', '170'],
    ]);
    expect((await settlementEntries(ach.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['payout_clearing', '-200'],
      ['provider', '200'],
    ]);
    expect(await platformBalance()).toBe(before + 30);
    expect((await balances(db(), c.userId)).earnings).toBe(720 - 250 - 200 - 200);
    await expectLedgerBalanced();
  });

  it('a failed payout returns the money to earnings and suspends payouts for a week, naming the date', async () => {
    const c = await creatorWithEarnings(700);
    await ready(c.token, { kind: 'paypal', email: `gold${SANDBOX_PAYOUT_FAILURES.emailDomain}`, country: 'DE' });
    const { body } = await post(c.token, '/pay/payout/request', { amount_cents: 5000, idem_key: key() });
    expect(body.data.fee_cents).toBe(100); // 2% outside the US
    expect((await balances(db(), c.userId)).earnings).toBe(130);
    const now = new Date('2030-03-01T18:00:00Z');
    // Only this creator's payout is claimed: earlier tests' payouts are settled already.
    await processPayouts(db(), sandboxRail, { now });
    const detail = (await get(c.token, '/pay/payout/detail', { id: body.data.id })).body.data;
    expect(detail).toMatchObject({ status: 'failed', failure_reason: 'The PayPal account cannot receive payments.' });
    expect((await balances(db(), c.userId)).earnings).toBe(630);
    await expectLedgerBalanced();

    const { requestPayout } = await import('../domain/money/payouts');
    const request = (at: Date) => requestPayout(db(), t.config, { userId: c.userId, amountCents: 2000, idemKey: key() }, at);
    await expect(request(new Date('2030-03-05T00:00:00Z'))).rejects.toMatchObject({
      code: ERRORS.PAYOUT_SUSPENDED.code,
      message: 'Payouts are suspended for one week after a failed payout. You can request a payout again after Mar 8, 2030, 10:00 AM PST.',
    });
    await expect(request(new Date('2030-03-08T17:59:00Z'))).rejects.toMatchObject({ code: ERRORS.PAYOUT_SUSPENDED.code });
    await expect(request(new Date('2030-03-08T18:01:00Z'))).resolves.toMatchObject({ status: 'requested' });
    // The destination still fails: a second failure, a second week.
    await processPayouts(db(), sandboxRail, { now: new Date('2030-03-09T00:00:00Z') });
    await expect(request(new Date('2030-03-15T00:00:00Z'))).rejects.toMatchObject({ message: expect.stringContaining('Mar 15, 2030, 5:00 PM PST') });
    await expectLedgerBalanced();
  });

  it('a rail that throws leaves the payout processing; a later run after the reclaim time settles it once', async () => {
    const c = await creatorWithEarnings(700);
    await ready(c.token);
    const { body } = await post(c.token, '/pay/payout/request', { amount_cents: 2000, idem_key: key() });
    const down: PayoutRail = { name: 'down', send: async () => Promise.reject(new Error('rail unreachable')) };
    const start = new Date();
    expect(await processPayouts(db(), down, { now: start })).toBe(0);
    expect((await get(c.token, '/pay/payout/detail', { id: body.data.id })).body.data.status).toBe('processing');
    // Too early: still claimed by the (presumed) worker.
    expect(await processPayouts(db(), sandboxRail, { now: new Date(start.getTime() + 60_000) })).toBe(0);
    expect(await processPayouts(db(), sandboxRail, { now: new Date(start.getTime() + 11 * 60_000) })).toBe(1);
    expect((await get(c.token, '/pay/payout/detail', { id: body.data.id })).body.data.status).toBe('paid');
    const [row] = await db().select().from(payouts).where(eq(payouts.id, body.data.id));
    expect(row!.attempts).toBe(2);
    await expectLedgerBalanced();
  });
});

describe('delete account and payouts', () => {
  it('is refused while a payout is requested or processing (its coins sit in payout_clearing), allowed once it is paid', async () => {
    const c = await creatorWithEarnings(700);
    await ready(c.token, { kind: 'usdt', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    // All 630 coins of earnings asked for: wallet and earnings are empty, the coins are in payout_clearing.
    const { body } = await post(c.token, '/pay/payout/request', { amount_cents: 6300, idem_key: key() });
    expect(body.data.status).toBe('requested');
    expect(await balances(db(), c.userId)).toEqual({ wallet: 0, earnings: 0 });
    const requested = await post(c.token, '/core/user/delete/', {});
    expect(requested.status).toBe(409);
    expect(requested.body.error).toEqual({ code: ERRORS.ACCOUNT_PAYOUT_PENDING.code, message: ERRORS.ACCOUNT_PAYOUT_PENDING.message });

    // Processing (claimed by a worker whose rail is down): still refused.
    const down: PayoutRail = { name: 'down', send: async () => Promise.reject(new Error('rail unreachable')) };
    const start = new Date();
    await processPayouts(db(), down, { now: start });
    expect((await get(c.token, '/pay/payout/detail', { id: body.data.id })).body.data.status).toBe('processing');
    expect((await post(c.token, '/core/user/delete/', {})).body.error.code).toBe(ERRORS.ACCOUNT_PAYOUT_PENDING.code);
    const [still] = await rows<{ user_name: string }>(sql`select user_name from users where id = ${c.userId}`);
    expect(still!.user_name).not.toMatch(/^deleted_/);

    await processPayouts(db(), sandboxRail, { now: new Date(start.getTime() + 11 * 60_000) });
    expect((await get(c.token, '/pay/payout/detail', { id: body.data.id })).body.data.status).toBe('paid');
    const deleted = await post(c.token, '/core/user/delete/', {});
    expect(deleted.status).toBe(200);
    const [gone] = await rows<{ user_name: string }>(sql`select user_name from users where id = ${c.userId}`);
    expect(gone!.user_name).toBe(`deleted_${c.userId}`);
    await expectLedgerBalanced();
  });
});
