/**
 * Payout rails (PayPal, ACH, USDT TRC20, Payoneer) behind one interface (ADR 052). The sandbox
 * rail is the default: it moves no money and answers by documented test destinations (README).
 */
import type { PayoutMethodInput } from '../../../common/payouts';

export interface RailRequest {
  /** The same key for every attempt of one payout, so a resent payout is paid once. */
  idempotencyKey: string;
  destination: PayoutMethodInput;
  /** What the creator receives (amount minus fee), in cents. */
  netCents: number;
}

export type RailResult = { outcome: 'paid'; ref: string } | { outcome: 'failed'; ref: string; reason: string };

export interface PayoutRail {
  name: string;
  /** Resolves with the outcome; throws on a transient fault (the job tries again later). */
  send(request: RailRequest): Promise<RailResult>;
}

/** Destinations the sandbox rail refuses (every other valid destination is paid). */
export const SANDBOX_PAYOUT_FAILURES = {
  /** PayPal or Payoneer email at this domain. */
  emailDomain: '@fail.example',
  /** ACH account number. */
  achAccountNumber: '00000000',
  /** USDT: the TRON zero address (0x41 and twenty zero bytes). */
  usdtAddress: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  /** Payoneer customer id. */
  payoneerId: '000000',
} as const;

function sandboxRefuses(destination: PayoutMethodInput): string | null {
  const f = SANDBOX_PAYOUT_FAILURES;
  switch (destination.kind) {
    case 'paypal':
      return destination.email.endsWith(f.emailDomain) ? 'The PayPal account cannot receive payments.' : null;
    case 'ach':
      return destination.account_number === f.achAccountNumber ? 'The bank returned the transfer: account closed.' : null;
    case 'usdt':
      return destination.address === f.usdtAddress ? 'The address cannot receive USDT.' : null;
    case 'payoneer':
      return destination.account.endsWith(f.emailDomain) || destination.account === f.payoneerId ? 'The Payoneer account was not found.' : null;
  }
}

export const sandboxRail: PayoutRail = {
  name: 'sandbox',
  async send({ idempotencyKey, destination }) {
    const ref = `sandbox_${idempotencyKey}`;
    const reason = sandboxRefuses(destination);
    return reason ? { outcome: 'failed', ref, reason } : { outcome: 'paid', ref };
  },
};
