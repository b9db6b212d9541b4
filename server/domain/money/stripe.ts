/**
 * The Stripe adapter (ADR 051): plain fetch to the Stripe REST API, form-encoded, with an
 * Idempotency-Key on every POST. Used when STRIPE_SECRET_KEY is set; STRIPE_API_BASE points it
 * at another host (the tests' local fake of the few endpoints called here).
 *
 * Cards never come here (ADR 089): the browser's Stripe.js element makes the PaymentMethod and
 * sends its `pm_…` id. Endpoints: POST /v1/customers, /v1/payment_methods/{id}/attach and /detach,
 * /v1/payment_intents (confirm=true), GET /v1/payment_intents/{id} (after 3-D Secure).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import type { PaymentProvider, SavedCardToken } from './payments';
import { log } from '../../log';

export interface StripeOptions {
  secretKey: string;
  apiBase?: string;
  currency?: string;
  fetch?: typeof fetch;
}

interface StripeErrorBody {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

/** Stripe's nested form encoding: { card: { number: 1 } } -> "card[number]=1". */
export function formEncode(data: Record<string, unknown>, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue;
    const key = prefix ? `${prefix}[${k}]` : k;
    if (typeof v === 'object') formEncode(v as Record<string, unknown>, key, out);
    else out.append(key, String(v));
  }
  return out;
}

/** A Stripe error -> the catalogue: no funds, any other card problem, or our/their outage. */
export function mapStripeError(status: number, body: StripeErrorBody): AppError {
  const e = body.error ?? {};
  if (e.decline_code === 'insufficient_funds' || e.code === 'insufficient_funds') return new AppError('PAYMENT_INSUFFICIENT_FUNDS');
  // card_declined, incorrect_cvc, expired_card, authentication_required, incorrect_number…
  if (e.type === 'card_error' || status === 402) return new AppError('PAYMENT_VERIFICATION_FAILED');
  // A bad key, a rate limit, Stripe down, or a request Stripe refused: not the customer's fault.
  log.error({ status, type: e.type, code: e.code, stripeMessage: e.message }, 'Stripe refused a call');
  return new AppError('UNAVAILABLE');
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const base = (options.apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const currency = options.currency ?? 'usd';

  async function request<T>(method: 'GET' | 'POST', path: string, data: Record<string, unknown>, idempotencyKey?: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': idempotencyKey ?? randomUUID() } : {}),
        },
        body: method === 'POST' ? formEncode(data).toString() : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      log.error({ err: error, path }, 'Stripe unreachable');
      throw new AppError('UNAVAILABLE');
    }
    const body = (await response.json().catch(() => ({}))) as T & StripeErrorBody;
    if (!response.ok) throw mapStripeError(response.status, body);
    return body;
  }
  const post = <T>(path: string, data: Record<string, unknown>, idempotencyKey: string) => request<T>('POST', path, data, idempotencyKey);

  interface Intent {
    id: string;
    status: string;
    amount?: number;
    client_secret?: string;
    metadata?: Record<string, string>;
  }

  return {
    name: 'stripe',
    async charge({ paymentMethod, customer, offSession, cents, idempotencyKey }) {
      const intent = await post<Intent>(
        '/v1/payment_intents',
        {
          amount: cents,
          currency,
          payment_method: paymentMethod,
          customer: customer ?? undefined,
          confirm: 'true',
          // A saved card is charged without the customer: the bank cannot ask for 3-D Secure then.
          off_session: offSession ? 'true' : undefined,
          payment_method_types: ['card'],
          metadata: { idempotency_key: idempotencyKey },
        },
        idempotencyKey,
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
      // 3-D Secure: the browser runs stripe.handleNextAction with the secret, then sends the intent back.
      if (intent.status === 'requires_action' && intent.client_secret && !offSession)
        return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret };
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    },
    async completeCharge({ intentId, cents, idempotencyKey }) {
      // intentId passed the API's paymentIntentId pattern (common/payment-methods.ts).
      const intent = await request<Intent>('GET', `/v1/payment_intents/${encodeURIComponent(intentId)}`, {});
      // Only the intent this purchase made, for its amount, and only once it has gone through.
      if (intent.metadata?.idempotency_key !== idempotencyKey || intent.amount !== cents || intent.status !== 'succeeded')
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      return { chargeId: intent.id };
    },
    async saveCard({ paymentMethod, userId, customer }): Promise<SavedCardToken> {
      const key = randomUUID();
      const customerId = customer ?? (await post<{ id: string }>('/v1/customers', { metadata: { user_id: userId } }, `${key}:customer`)).id;
      // Attaching checks the card with the bank: a declined or unverifiable card fails here.
      const attached = await post<{ id: string; card: { brand: string; last4: string; exp_month: number; exp_year: number } }>(
        `/v1/payment_methods/${encodeURIComponent(paymentMethod)}/attach`,
        { customer: customerId },
        `${key}:attach`,
      );
      return {
        token: attached.id,
        customer: customerId,
        brand: attached.card.brand,
        last4: attached.card.last4,
        expMonth: attached.card.exp_month,
        expYear: attached.card.exp_year,
      };
    },
    async removeCard(saved) {
      await post(`/v1/payment_methods/${encodeURIComponent(saved.token)}/detach`, {}, randomUUID()).catch(() => undefined);
    },
  };
}
