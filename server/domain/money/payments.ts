/**
 * Card payments behind a provider interface (ADR 050, 051, 089). The browser turns a card into a
 * payment-method id with the provider's own element; the server only ever gets that id. The
 * sandbox provider is the default: it charges nothing and reads the outcome from its ids. With
 * STRIPE_SECRET_KEY set, the Stripe adapter (stripe.ts) is used instead.
 */
import { randomBytes } from 'node:crypto';
import { parseSandboxPaymentMethod } from '../../../common/payment-methods';
import { AppError } from '../errors';

export { SANDBOX_CARDS, SANDBOX_PAYMENT_METHODS } from '../../../common/payment-methods';

/** What is kept of a saved card: the provider's token, never the number. */
export interface SavedCardToken {
  token: string;
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  /** A payment-method id from the browser, or a saved card's token. */
  paymentMethod: string;
  /** The provider customer the payment method is attached to (a saved card). */
  customer: string | null;
  /** A saved card charged without the customer at hand (no 3-D Secure challenge possible). */
  offSession: boolean;
  cents: number;
  /** Passed to the provider so a retried charge is made once. */
  idempotencyKey: string;
}

/** Charged, or the bank wants the customer to confirm (3-D Secure): the browser finishes it with the client secret. */
export type ChargeResult = { status: 'succeeded'; chargeId: string } | { status: 'requires_action'; intentId: string; clientSecret: string };

export interface PaymentProvider {
  name: string;
  /** Declines throw the catalogue's PAYMENT_* errors. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** A charge the browser confirmed after `requires_action`: its charge id if it succeeded for this amount and key, else PAYMENT_VERIFICATION_FAILED. */
  completeCharge(request: { intentId: string; cents: number; idempotencyKey: string }): Promise<{ chargeId: string }>;
  /** Attaches the payment method for later charges; throws PAYMENT_* errors when it is refused. */
  saveCard(request: { paymentMethod: string; userId: number; customer: string | null }): Promise<SavedCardToken>;
  /** Forgets a saved card at the provider (best effort: the local row goes anyway). */
  removeCard(saved: { token: string; customer: string | null }): Promise<void>;
}

/** Saved before issue 18: "sbx_ok_…" / "sbx_nofunds_…" tokens still charge as they did. */
const LEGACY_SANDBOX_TOKEN = /^sbx_(ok|nofunds)_[a-f0-9]{16}$/;

/** A saved card's token is its payment method made unique, as each attached Stripe PaymentMethod is. */
const SAVED_SUFFIX = /_saved_[a-f0-9]{16}$/;

/** The card behind a sandbox id; not one of its ids is bad input (400), an expired card is refused like Stripe's expired_card. */
function sandboxCard(paymentMethod: string, now = new Date()) {
  const legacy = LEGACY_SANDBOX_TOKEN.exec(paymentMethod);
  if (legacy) return { brand: 'unknown', last4: '0000', expMonth: 12, expYear: 2099, outcome: legacy[1] as 'ok' | 'nofunds' };
  const card = parseSandboxPaymentMethod(paymentMethod.replace(SAVED_SUFFIX, ''));
  if (!card) throw new AppError('BAD_REQUEST', 'payment_method: not a payment method of the sandbox provider', { field: 'payment_method' });
  const year = now.getUTCFullYear();
  if (card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1)) throw new AppError('PAYMENT_VERIFICATION_FAILED');
  if (card.outcome === 'verify') throw new AppError('PAYMENT_VERIFICATION_FAILED');
  return card;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge({ paymentMethod, idempotencyKey }) {
    if (sandboxCard(paymentMethod).outcome === 'nofunds') throw new AppError('PAYMENT_INSUFFICIENT_FUNDS');
    return { status: 'succeeded', chargeId: `sandbox_${idempotencyKey}` };
  },
  async completeCharge() {
    // The sandbox never asks for 3-D Secure, so there is nothing to complete.
    throw new AppError('PAYMENT_VERIFICATION_FAILED');
  },
  async saveCard({ paymentMethod }) {
    // Like a real provider, a card that fails verification is not saved; one without funds is (its charges fail).
    const card = sandboxCard(paymentMethod);
    return {
      token: `${paymentMethod}_saved_${randomBytes(8).toString('hex')}`,
      customer: null,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  },
  async removeCard() {},
};
