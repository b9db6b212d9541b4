/**
 * The Stripe adapter (ADR 051): plain fetch to the Stripe REST API, form-encoded, with an
 * Idempotency-Key on every POST. Used when STRIPE_SECRET_KEY is set; STRIPE_API_BASE points it
 * at another host (the tests' local fake of the few endpoints called here).
 *
 * Endpoints: POST /v1/payment_methods (a typed card -> pm_…), /v1/customers, /v1/payment_methods/{id}/attach
 * and /detach, /v1/payment_intents (confirm=true). A `pm_…` id sent instead of a card number
 * (Stripe Elements in the browser) is used as is.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';
import type { CardDetails, PaymentProvider, SavedCardToken } from './payments';
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

  async function post<T>(path: string, data: Record<string, unknown>, idempotencyKey: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Idempotency-Key': idempotencyKey,
        },
        body: formEncode(data).toString(),
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

  async function paymentMethodOf(
    card: CardDetails,
    key: string,
  ): Promise<{ id: string; card?: { brand: string; last4: string; exp_month: number; exp_year: number } }> {
    if (/^pm_[A-Za-z0-9_]+$/.test(card.number)) return { id: card.number };
    if (!card.expMonth || !card.expYear || !card.cvc) throw new AppError('BAD_REQUEST', 'card: expiry month, year and CVC are required');
    return post(
      '/v1/payment_methods',
      { type: 'card', card: { number: card.number.replace(/[\s-]/g, ''), exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc } },
      `${key}:pm`,
    );
  }

  return {
    name: 'stripe',
    async charge({ card, saved, cents, idempotencyKey }) {
      const pm = saved ? { id: saved.token } : await paymentMethodOf(card!, idempotencyKey);
      const intent = await post<{ id: string; status: string }>(
        '/v1/payment_intents',
        {
          amount: cents,
          currency,
          payment_method: pm.id,
          customer: saved?.customer ?? undefined,
          confirm: 'true',
          // A saved card is charged without the customer in a 3-D Secure flow; a new one must not need it either.
          off_session: saved ? 'true' : undefined,
          payment_method_types: ['card'],
          metadata: { idempotency_key: idempotencyKey },
        },
        idempotencyKey,
      );
      if (intent.status !== 'succeeded') throw new AppError('PAYMENT_VERIFICATION_FAILED');
      return { chargeId: intent.id };
    },
    async saveCard({ card, userId, customer }): Promise<SavedCardToken> {
      const key = randomUUID();
      const pm = await paymentMethodOf(card, key);
      const customerId = customer ?? (await post<{ id: string }>('/v1/customers', { metadata: { user_id: userId } }, `${key}:customer`)).id;
      // Attaching checks the card with the bank: a declined or unverifiable card fails here.
      const attached = await post<{ id: string; card: { brand: string; last4: string; exp_month: number; exp_year: number } }>(
        `/v1/payment_methods/${encodeURIComponent(pm.id)}/attach`,
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
