/**
 * Card payments behind a provider interface (ADR 050). The sandbox provider is the default:
 * it charges nothing and answers by the documented test card numbers (README).
 */
import { AppError } from '../errors';

export interface ChargeRequest {
  /** A card number (sandbox) or a provider payment method token. */
  card: string;
  cents: number;
  /** Passed to the provider so a retried charge is made once. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  name: string;
  /** Resolves with the provider's charge id; throws PAYMENT_* catalogue errors when declined. */
  charge(request: ChargeRequest): Promise<{ chargeId: string }>;
}

export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  insufficientFunds: '4000000000009995',
  verificationFails: '4000000000000127',
} as const;

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge({ card, idempotencyKey }) {
    const digits = card.replace(/[\s-]/g, '');
    if (digits === SANDBOX_CARDS.succeeds) return { chargeId: `sandbox_${idempotencyKey}` };
    if (digits === SANDBOX_CARDS.insufficientFunds) throw new AppError('PAYMENT_INSUFFICIENT_FUNDS');
    // Any other number, like a failed 3-D Secure or CVC check.
    throw new AppError('PAYMENT_VERIFICATION_FAILED');
  },
};
