/**
 * The Stripe adapter against a small local HTTP server that speaks the few Stripe endpoints it
 * calls (form-encoded POSTs, Bearer key, Idempotency-Key), through the money API (ADR 051, 089):
 * the browser's Stripe.js makes the payment methods, so the API gets Stripe's test pm ids.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../common/errors';
import { json, signUp, startIdentityServer, withToken } from '../../../test/identity';
import type { TestServer } from '../../../test/server';
import { formEncode, mapStripeError } from './stripe';

const KEY = 'sk_test_local_fake';
interface Seen {
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  raw: string;
}
const seen: Seen[] = [];
const answered = new Map<string, { status: number; body: unknown }>(); // idempotency key -> first answer
const intentsById = new Map<string, { id: string; status: string; amount: number; metadata: Record<string, string> }>();
let customers = 0;
let intents = 0;

/** Stripe's test payment methods (what Stripe.js makes from its test cards) and their last four. */
const TEST_PMS: Record<string, string> = {
  pm_card_visa: '4242',
  pm_card_visa_chargeDeclinedInsufficientFunds: '9995',
  pm_card_chargeDeclinedIncorrectCvc: '0127',
  pm_card_authenticationRequired: '3155',
};
let attached = 0;
const attachedPms = new Map<string, string>(); // attached pm id -> the test pm it came from

const cardError = (code: string, decline_code?: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code, decline_code, message: 'Your card was declined.' } },
});

function handle(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
  const retrieve = /^\/v1\/payment_intents\/(pi_\d+)$/.exec(path);
  if (method === 'GET' && retrieve) {
    const intent = intentsById.get(retrieve[1]!);
    return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
  }
  if (path === '/v1/customers') return { status: 200, body: { id: `cus_${++customers}` } };
  const attach = /^\/v1\/payment_methods\/(pm_\w+)\/attach$/.exec(path);
  if (attach) {
    const last4 = TEST_PMS[attach[1]!];
    if (!last4) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
    if (last4 === '0127') return cardError('incorrect_cvc');
    const id = `pm_attached_${++attached}`;
    attachedPms.set(id, attach[1]!);
    return { status: 200, body: { id, customer: form.get('customer'), card: { brand: 'visa', last4, exp_month: 12, exp_year: 2040 } } };
  }
  if (path === '/v1/payment_intents') {
    const pm = form.get('payment_method')!;
    const last4 = TEST_PMS[attachedPms.get(pm) ?? pm];
    if (!last4) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
    if (last4 === '9995') return cardError('card_declined', 'insufficient_funds');
    if (last4 === '0127') return cardError('incorrect_cvc');
    const id = `pi_${++intents}`;
    const metadata = { idempotency_key: form.get('metadata[idempotency_key]')! };
    if (last4 === '3155') {
      if (form.get('off_session') === 'true') return cardError('authentication_required');
      intentsById.set(id, { id, status: 'requires_action', amount: Number(form.get('amount')), metadata });
      return { status: 200, body: { ...intentsById.get(id), client_secret: `${id}_secret_x` } };
    }
    intentsById.set(id, { id, status: 'succeeded', amount: Number(form.get('amount')), metadata });
    return { status: 200, body: intentsById.get(id) };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
}

const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const form = new URLSearchParams(raw);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    seen.push({ path: req.url!, form, idempotencyKey, contentType: req.headers['content-type'], raw });
    let answer: { status: number; body: unknown };
    if (req.headers.authorization !== `Bearer ${KEY}`) answer = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } };
    else if (idempotencyKey && answered.has(idempotencyKey)) answer = answered.get(idempotencyKey)!;
    else {
      answer = handle(req.method!, req.url!, form);
      if (idempotencyKey) answered.set(idempotencyKey, answer);
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  t = await startIdentityServer({
    STRIPE_SECRET_KEY: KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_fake',
    STRIPE_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await t?.close();
  fake.close();
});

let n = 0;
const person = () => signUp(t, `stripe${++n}x${Math.floor(Math.random() * 1e6)}`);
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));
const pm = (id: string) => ({ payment_method: id });

describe('Stripe adapter', () => {
  it('charges a payment method from Stripe.js through a confirmed PaymentIntent, form-encoded with the idempotency key; a retry charges once', async () => {
    const fan = await person();
    const key = randomUUID();
    const first = await post(fan.token, '/api/pay/coins/buy', { coins: 50, ...pm('pm_card_visa'), idem_key: key });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ requires_action: null, coins: 50, cents: 500, balance: 50 });
    const intent = seen.filter((s) => s.path === '/v1/payment_intents').at(-1)!;
    expect(intent.contentType).toBe('application/x-www-form-urlencoded');
    expect(intent.idempotencyKey).toBe(`${fan.userId}:${key}`);
    expect(Object.fromEntries(intent.form)).toMatchObject({ amount: '500', currency: 'usd', confirm: 'true', payment_method: 'pm_card_visa' });
    expect(intent.form.get('off_session')).toBeNull();
    const charges = seen.filter((s) => s.path === '/v1/payment_intents').length;
    const retry = await post(fan.token, '/api/pay/coins/buy', { coins: 50, ...pm('pm_card_visa'), idem_key: key });
    expect(retry.body.data).toMatchObject({ replayed: true, balance: 50 });
    expect(seen.filter((s) => s.path === '/v1/payment_intents').length).toBe(charges);
  });

  it('maps insufficient_funds and other card errors to the spec messages', async () => {
    const fan = await person();
    const poor = await post(fan.token, '/api/pay/coins/buy', { coins: 5, ...pm('pm_card_visa_chargeDeclinedInsufficientFunds'), idem_key: randomUUID() });
    expect(poor.status).toBe(402);
    expect(poor.body.error.message).toBe(ERRORS.PAYMENT_INSUFFICIENT_FUNDS.message);
    const cvc = await post(fan.token, '/api/pay/coins/buy', { coins: 5, ...pm('pm_card_chargeDeclinedIncorrectCvc'), idem_key: randomUUID() });
    expect(cvc.status).toBe(402);
    expect(cvc.body.error.message).toBe('Verification failed, use a different card or another way.');
    expect((await json(await t.call('GET', '/api/pay/wallet', {}, withToken(fan.token)))).body.data.coins).toBe(0);
  });

  it('3-D Secure: answers the client secret, credits nothing until the intent has succeeded, then finishes the purchase once', async () => {
    const fan = await person();
    const key = randomUUID();
    const asked = await post(fan.token, '/api/pay/coins/buy', { coins: 20, ...pm('pm_card_authenticationRequired'), idem_key: key });
    expect(asked.status).toBe(200);
    const { payment_intent, client_secret } = asked.body.data.requires_action;
    expect(client_secret).toBe(`${payment_intent}_secret_x`);
    const wallet = async () => (await json(await t.call('GET', '/api/pay/wallet', {}, withToken(fan.token)))).body.data.coins;
    expect(await wallet()).toBe(0);
    // Not confirmed yet (the customer closed the bank's window): refused, nothing credited.
    const early = await post(fan.token, '/api/pay/coins/buy', { coins: 20, payment_intent, idem_key: key });
    expect(early.body.error.code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);
    // What stripe.handleNextAction does at Stripe once the customer confirms.
    intentsById.get(payment_intent)!.status = 'succeeded';
    // Another purchase (key) or amount cannot claim this intent.
    for (const other of [
      { coins: 20, payment_intent, idem_key: randomUUID() },
      { coins: 21, payment_intent, idem_key: key },
    ]) {
      expect((await post(fan.token, '/api/pay/coins/buy', other)).body.error.code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);
    }
    const done = await post(fan.token, '/api/pay/coins/buy', { coins: 20, payment_intent, idem_key: key });
    expect(done.body.data).toMatchObject({ requires_action: null, coins: 20, balance: 20, replayed: false });
    const again = await post(fan.token, '/api/pay/coins/buy', { coins: 20, payment_intent, idem_key: key });
    expect(again.body.data).toMatchObject({ replayed: true, balance: 20 });
    expect(await wallet()).toBe(20);
  });

  it('saves a payment method attached to a customer, as Stripe reports it, and charges it off-session by token', async () => {
    const fan = await person();
    const added = await post(fan.token, '/api/pay/cards/add', pm('pm_card_visa'));
    expect(added.status).toBe(200);
    expect(added.body.data.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 });
    const refused = await post(fan.token, '/api/pay/cards/add', pm('pm_card_chargeDeclinedIncorrectCvc'));
    expect(refused.body.error.message).toBe('Verification failed, use a different card or another way.');
    const bought = await post(fan.token, '/api/pay/coins/buy', { coins: 20, card_id: added.body.data.card.id, idem_key: randomUUID() });
    expect(bought.status).toBe(200);
    const intent = seen.filter((s) => s.path === '/v1/payment_intents').at(-1)!;
    expect(intent.form.get('payment_method')).toMatch(/^pm_attached_/);
    expect(intent.form.get('customer')).toMatch(/^cus_/);
    expect(intent.form.get('off_session')).toBe('true');
    // A saved card that needs the customer cannot be charged without them.
    const strong = (await post(fan.token, '/api/pay/cards/add', pm('pm_card_authenticationRequired'))).body.data.card;
    const offSession = await post(fan.token, '/api/pay/coins/buy', { coins: 20, card_id: strong.id, idem_key: randomUUID() });
    expect(offSession.body.error.code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);
  });

  it('never sends card data to Stripe: no number, expiry or CVC in any call, and no payment method made server-side', () => {
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((s) => s.path === '/v1/payment_methods')).toBe(false);
    for (const s of seen) expect(s.raw).not.toMatch(/card%5B|number|cvc|4242424242424242/);
  });

  it('a wrong key or a Stripe outage is 503, not a card decline', () => {
    expect(mapStripeError(401, { error: { type: 'invalid_request_error' } }).code).toBe(ERRORS.UNAVAILABLE.code);
    expect(mapStripeError(500, {}).code).toBe(ERRORS.UNAVAILABLE.code);
    expect(mapStripeError(402, { error: { type: 'card_error', code: 'authentication_required' } }).code).toBe(ERRORS.PAYMENT_VERIFICATION_FAILED.code);
    expect(formEncode({ card: { number: '42', exp_month: 1 }, types: ['card'] }).toString()).toBe(
      'card%5Bnumber%5D=42&card%5Bexp_month%5D=1&types%5B0%5D=card',
    );
  });
});
