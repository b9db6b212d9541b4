/**
 * Payment-method ids: what the browser sends instead of a card (issue 18, ADR 089). The card is
 * typed into the provider's own element (Stripe.js, or the sandbox card element) and turned into a
 * `pm_…` id in the browser; our server never sees the number, the expiry fields or the CVC.
 *
 * The sandbox's ids carry what its provider needs, as Stripe's test ids (pm_card_visa,
 * pm_card_chargeDeclined…) name their outcome: `pm_sandbox_<brand>_<last4>_<mmyy>_<outcome>`.
 */
import { z } from 'zod';

export const paymentMethodId = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,120}$/, 'must be a payment method id (pm_…) made by the card element');

/** A Stripe PaymentIntent id (pi_…), as the card element hands it back after 3-D Secure. */
export const paymentIntentId = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'must be a payment intent id (pi_…) from the card element');

/** The sandbox's test cards (README) and what each does. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  insufficientFunds: '4000000000009995',
  verificationFails: '4000000000000127',
} as const;

/** ok: charged; nofunds: saved but every charge declined; verify: refused like a failed CVC or 3-D Secure check. */
export type SandboxOutcome = 'ok' | 'nofunds' | 'verify';

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

function sandboxOutcome(number: string): SandboxOutcome {
  const digits = digitsOf(number);
  if (digits === SANDBOX_CARDS.succeeds) return 'ok';
  if (digits === SANDBOX_CARDS.insufficientFunds) return 'nofunds';
  // Any other number, like a failed 3-D Secure or CVC check.
  return 'verify';
}

/** Runs in the browser (the sandbox card element): a typed test card -> its payment-method id. */
export function sandboxPaymentMethod(card: { number: string; expMonth: number; expYear: number }): string {
  const digits = digitsOf(card.number);
  const mmyy = `${String(card.expMonth).padStart(2, '0')}${String(card.expYear % 100).padStart(2, '0')}`;
  return `pm_sandbox_${brandOf(digits)}_${digits.slice(-4)}_${mmyy}_${sandboxOutcome(digits)}`;
}

const SANDBOX_PM = /^pm_sandbox_([a-z]+)_(\d{4})_(\d{2})(\d{2})_(ok|nofunds|verify)$/;

/** Runs on the server (the sandbox provider): the id's card as a provider reports it, or null. */
export function parseSandboxPaymentMethod(id: string) {
  const m = SANDBOX_PM.exec(id);
  if (!m) return null;
  const expMonth = Number(m[3]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { brand: m[1]!, last4: m[2]!, expMonth, expYear: 2000 + Number(m[4]), outcome: m[5] as SandboxOutcome };
}

/** The three test cards as the sandbox element sends them (for tests and seeds). */
export const SANDBOX_PAYMENT_METHODS = {
  succeeds: sandboxPaymentMethod({ number: SANDBOX_CARDS.succeeds, expMonth: 12, expYear: 2099 }),
  insufficientFunds: sandboxPaymentMethod({ number: SANDBOX_CARDS.insufficientFunds, expMonth: 12, expYear: 2099 }),
  verificationFails: sandboxPaymentMethod({ number: SANDBOX_CARDS.verificationFails, expMonth: 12, expYear: 2099 }),
} as const;
