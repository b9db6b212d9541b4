/**
 * The Stripe adapter against a small local HTTP server that speaks the few Stripe endpoints it
 * calls (form-encoded POSTs, Bearer key, Idempotency-Key), through the money API (ADR 051).
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
}
const seen: Seen[] = [];
const methods = new Map<string, string>(); // pm id -> number
const answered = new Map<string, { status: number; body: unknown }>(); // idempotency key -> first answer
let customers = 0;
let intents = 0;

const cardError = (code: string, decline_code?: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code, decline_code, message: 'Your card was declined.' } },
});

function handle(path: string, form: URLSearchParams): { status: number; body: unknown } {
  if (path === '/v1/payment_methods') {
    const number = form.get('card[number]')!;
    const id = `pm_${methods.size + 1}`;
    methods.set(id, number);
    return {
      status: 200,
      body: {
        id,
        card: { brand: 'visa', last4: number.slice(-4), exp_month: Number(form.get('card[exp_month]')), exp_year: Number(form.get('card[exp_year]')) },
      },
    };
  }
  if (path === '/v1/customers') return { status: 200, body: { id: `cus_${++customers}` } };
  const attach = /^\/v1\/payment_methods\/(pm_\d+)\/attach$/.exec(path);
  if (attach) {
    const number = methods.get(attach[1]!)!;
    if (number.endsWith('0127')) return cardError('incorrect_cvc');
    return {
      status: 200,
      body: { id: attach[1], customer: form.get('customer'), card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: 2040 } },
    };
  }
  if (path === '/v1/payment_intents') {
    const number = methods.get(form.get('payment_method')!) ?? '';
    if (number.endsWith('9995')) return cardError('card_declined', 'insufficient_funds');
    if (number.endsWith('0127')) return cardError('incorrect_cvc');
    if (number.endsWith('3155')) return { status: 200, body: { id: `pi_${++intents}`, status: 'requires_action' } };
    return { status: 200, body: { id: `pi_${++intents}`, status: 'succeeded', amount: Number(form.get('amount')) } };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
}

const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const form = new URLSearchParams(raw);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    seen.push({ path: req.url!, form, idempotencyKey, contentType: req.headers['content-type'] });
    let answer: { status: number; body: unknown };
    if (req.headers.authorization !== `Bearer ${KEY}`) answer = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } };
    else if (idempotencyKey && answered.has(idempotencyKey)) answer = answered.get(idempotencyKey)!;
    else {
      answer = handle(req.url!, form);
      if (idempotencyKey) answered.set(idempotencyKey, answer);
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  t = await startIdentityServer({ STRIPE_SECRET_KEY: KEY, STRIPE_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t?.close();
  fake.close();
});

let n = 0;
const person = () => signUp(t, `stripe${++n}x${Math.floor(Math.random() * 1e6)}`);
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));
const card = (number: string) => ({ card_number: number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' });

describe('Stripe adapter', () => {
  it('charges a typed card through a confirmed PaymentIntent, form-encoded with the idempotency key; a retry charges once', async () => {
    const fan = await person();
    const key = randomUUID();
    const first = await post(fan.token, '/api/pay/coins/buy', { coins: 50, ...card('4242424242424242'), idem_key: key });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ coins: 50, cents: 500, balance: 50 });
    const intent = seen.filter((s) => s.path === '/v1/payment_intents').at(-1)!;
    expect(intent.contentType).toBe('application/x-www-form-urlencoded');
    expect(intent.idempotencyKey).toBe(`${fan.userId}:${key}`);
    expect(Object.fromEntries(intent.form)).toMatchObject({ amount: '500', currency: 'usd', confirm: 'true' });
    const charges = seen.filter((s) => s.path === '/v1/payment_intents').length;
    const retry = await post(fan.token, '/api/pay/coins/buy', { coins: 50, ...card('4242424242424242'), idem_key: key });
    expect(retry.body.data).toMatchObject({ replayed: true, balance: 50 });
    expect(seen.filter((s) => s.path === '/v1/payment_intents').length).toBe(charges);
  });

  it('maps insufficient_funds and other card errors to the spec messages; requires_action is a verification failure', async () => {
    const fan = await person();
    const poor = await post(fan.token, '/api/pay/coins/buy', { coins: 5, ...card('4000000000009995'), idem_key: randomUUID() });
    expect(poor.status).toBe(402);
    expect(poor.body.error.message).toBe(ERRORS.PAYMENT_INSUFFICIENT_FUNDS.message);
    for (const number of ['4000000000000127', '4000002500003155']) {
      const r = await post(fan.token, '/api/pay/coins/buy', { coins: 5, ...card(number), idem_key: randomUUID() });
      expect(r.status).toBe(402);
      expect(r.body.error.message).toBe('Verification failed, use a different card or another way.');
    }
    expect((await json(await t.call('GET', '/api/pay/wallet', {}, withToken(fan.token)))).body.data.coins).toBe(0);
  });

  it('saves a card as a customer-attached payment method and charges it off-session by token', async () => {
    const fan = await person();
    const added = await post(fan.token, '/api/pay/cards/add', card('4242424242424242'));
    expect(added.status).toBe(200);
    expect(added.body.data.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const refused = await post(fan.token, '/api/pay/cards/add', card('4000000000000127'));
    expect(refused.body.error.message).toBe('Verification failed, use a different card or another way.');
    const bought = await post(fan.token, '/api/pay/coins/buy', { coins: 20, card_id: added.body.data.card.id, idem_key: randomUUID() });
    expect(bought.status).toBe(200);
    const intent = seen.filter((s) => s.path === '/v1/payment_intents').at(-1)!;
    expect(intent.form.get('payment_method')).toMatch(/^pm_/);
    expect(intent.form.get('customer')).toMatch(/^cus_/);
    expect(intent.form.get('off_session')).toBe('true');
    // The number went to the fake Stripe only, on the payment method call.
    expect(seen.filter((s) => s.form.get('card[number]')).every((s) => s.path === '/v1/payment_methods')).toBe(true);
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
