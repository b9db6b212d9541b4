/**
 * Card payments behind a provider interface (ADR 050, 051). The sandbox provider is the default:
 * it charges nothing and answers by the documented test card numbers (README). With
 * STRIPE_SECRET_KEY set, the Stripe adapter (stripe.ts) is used instead.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors';

/** A card as typed in the form. Only the provider ever sees the number and the CVC. */
export interface CardDetails {
  number: string;
  expMonth?: number;
  expYear?: number;
  cvc?: string;
}

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
  /** A card typed for this purchase, or... */
  card?: CardDetails;
  /** ...a saved card's token (and its provider customer). */
  saved?: { token: string; customer: string | null };
  cents: number;
  /** Passed to the provider so a retried charge is made once. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  name: string;
  /** Resolves with the provider's charge id; throws PAYMENT_* catalogue errors when declined. */
  charge(request: ChargeRequest): Promise<{ chargeId: string }>;
  /** Checks and stores the card with the provider; throws PAYMENT_* errors when it is refused. */
  saveCard(request: { card: CardDetails; userId: number; customer: string | null }): Promise<SavedCardToken>;
  /** Forgets a saved card at the provider (best effort: the local row goes anyway). */
  removeCard(saved: { token: string; customer: string | null }): Promise<void>;
}

export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  insufficientFunds: '4000000000009995',
  verificationFails: '4000000000000127',
} as const;

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The card network by its first digits (what a provider reports as `brand`). */
export function brandOf(number: string): string {
  const d = digitsOf(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^6(011|5)/.test(d)) return 'discover';
  return 'unknown';
}

/** Sandbox tokens carry the test outcome, not the number: "sbx_ok_…" or "sbx_nofunds_…". */
const SANDBOX_TOKEN = /^sbx_(ok|nofunds)_[a-f0-9]{16}$/;

function sandboxOutcome(number: string): 'ok' | 'nofunds' {
  const digits = digitsOf(number);
  if (digits === SANDBOX_CARDS.succeeds) return 'ok';
  if (digits === SANDBOX_CARDS.insufficientFunds) return 'nofunds';
  // Any other number, like a failed 3-D Secure or CVC check.
  throw new AppError('PAYMENT_VERIFICATION_FAILED');
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge({ card, saved, idempotencyKey }) {
    let outcome: 'ok' | 'nofunds';
    if (saved) {
      const m = SANDBOX_TOKEN.exec(saved.token);
      if (!m) throw new AppError('PAYMENT_VERIFICATION_FAILED');
      outcome = m[1] as 'ok' | 'nofunds';
    } else {
      outcome = sandboxOutcome(card?.number ?? '');
    }
    if (outcome === 'nofunds') throw new AppError('PAYMENT_INSUFFICIENT_FUNDS');
    return { chargeId: `sandbox_${idempotencyKey}` };
  },
  async saveCard({ card }) {
    // Like a real provider, a card that fails verification is not saved; one without funds is (its charges fail).
    const outcome = sandboxOutcome(card.number);
    const digits = digitsOf(card.number);
    return {
      token: `sbx_${outcome}_${randomBytes(8).toString('hex')}`,
      customer: null,
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth ?? 12,
      expYear: card.expYear ?? new Date().getUTCFullYear() + 1,
    };
  },
  async removeCard() {},
};
