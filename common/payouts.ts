/**
 * Payout rules shared by the browser forms and the server (issue 6, ADR 052): the payout
 * methods (PayPal, ACH, USDT TRC20, Payoneer) and their fields, tax settings, fees, the
 * processing and arrival windows. Amounts are integer cents.
 */
import { sha256 } from '@noble/hashes/sha2';
import { z } from 'zod';
import { nameText, oneLine } from './text';

export const PAYOUT_METHODS = ['paypal', 'ach', 'usdt', 'payoneer'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABELS: Record<PayoutMethodKind, string> = {
  paypal: 'PayPal',
  ach: 'ACH Bank Transfer',
  usdt: 'USDT (TRC20)',
  payoneer: 'Payoneer',
};

/** Spec section 9: "processing 1-2 business days". */
export const PAYOUT_PROCESSING_TEXT = 'Processing takes 1-2 business days.';
/** Spec section 9: "arrival 0-5 or 2-5 days": wallets (PayPal, USDT) 0-5, bank rails (ACH, Payoneer) 2-5. */
export const PAYOUT_ARRIVAL_DAYS: Record<PayoutMethodKind, readonly [number, number]> = {
  paypal: [0, 5],
  usdt: [0, 5],
  ach: [2, 5],
  payoneer: [2, 5],
};
export const arrivalText = (kind: PayoutMethodKind) => {
  const [from, to] = PAYOUT_ARRIVAL_DAYS[kind];
  return `Arrives ${from}-${to} days after processing.`;
};
/** Spec section 9: "a failed payout suspends payouts for one week". */
export const PAYOUT_SUSPENSION_DAYS = 7;

// --- fees (integer cents) ---------------------------------------------------------------

/** Spec: PayPal 0.25 dollars per payout for US accounts. */
export const PAYPAL_US_FEE_CENTS = 25;
/** Spec: PayPal 2% (up to 20 dollars) for non-US accounts. */
export const PAYPAL_INTL_FEE_PERCENT = 2;
export const PAYPAL_INTL_FEE_CAP_CENTS = 2000;
/** Spec: USDT TRC20 3 dollars. */
export const USDT_FEE_CENTS = 300;
/** Not in the spec: ACH and Payoneer payouts carry no fee of ours (ADR 052). */
export const ACH_FEE_CENTS = 0;
export const PAYONEER_FEE_CENTS = 0;

/**
 * The fee of one payout of `amountCents` by a method; the creator receives the amount minus the
 * fee. PayPal's 2% is rounded to the nearest cent (half up) and capped at 20 dollars.
 */
export function payoutFeeCents(kind: PayoutMethodKind, amountCents: number, country?: string): number {
  switch (kind) {
    case 'paypal':
      return country?.toUpperCase() === 'US'
        ? PAYPAL_US_FEE_CENTS
        : Math.min(PAYPAL_INTL_FEE_CAP_CENTS, Math.round((amountCents * PAYPAL_INTL_FEE_PERCENT) / 100));
    case 'usdt':
      return USDT_FEE_CENTS;
    case 'ach':
      return ACH_FEE_CENTS;
    case 'payoneer':
      return PAYONEER_FEE_CENTS;
  }
}

/** "The fee is ..." line of each method, for the forms. */
export const PAYOUT_FEE_TEXT: Record<PayoutMethodKind, string> = {
  paypal: 'Fee: 0.25 dollars per payout for US accounts; 2% (up to 20 dollars) for accounts outside the US.',
  usdt: 'Fee: 3 dollars per payout.',
  ach: 'No fee.',
  payoneer: 'No fee.',
};

// --- money text -------------------------------------------------------------------------

/** 2000 -> "20", 2050 -> "20.50" (the "{a} dollars" of the spec). */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
export const minimumPayoutText = (minCents: number) => `The minimum payout is ${dollarsText(minCents)} dollars.`;

/**
 * Why an amount cannot be paid out (the server refuses the same, the form says it before sending):
 * under the minimum, or not a whole number of coins. Null when it is fine.
 */
export function payoutAmountProblem(
  amountCents: number,
  limits: { minCents: number; coinPriceCents: number },
): { error: 'PAYOUT_BELOW_MINIMUM' | 'PAYOUT_AMOUNT_STEP'; message: string } | null {
  if (amountCents < limits.minCents) return { error: 'PAYOUT_BELOW_MINIMUM', message: minimumPayoutText(limits.minCents) };
  if (amountCents % limits.coinPriceCents !== 0) {
    return { error: 'PAYOUT_AMOUNT_STEP', message: `Please enter an amount in steps of ${dollarsText(limits.coinPriceCents)} dollars (one coin).` };
  }
  return null;
}

export const AMOUNT_MESSAGE = 'Please enter an amount in dollars, like 25 or 25.50';
/** A dollar amount typed in the form ("25", "25.5", "$1,025.50") as integer cents. */
export const payoutAmountDollars = oneLine({ error: AMOUNT_MESSAGE })
  .trim()
  .transform((v) => v.replace(/^\$/, '').replaceAll(',', ''))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, AMOUNT_MESSAGE))
  .transform((v) => {
    const [whole, fraction = ''] = v.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  })
  .pipe(z.number().int().min(1, 'Please enter an amount above 0'));

/** The API takes integer cents. */
export const payoutAmountCents = z
  .number({ error: 'must be a whole number of cents' })
  .int('must be a whole number of cents')
  .min(1, 'must be above 0')
  .max(100_000_000, 'is too large');

// --- ACH --------------------------------------------------------------------------------

export const ACH_NAME_MAX = 22;
export const ACH_NAME_LENGTH_MESSAGE = `The account name can be up to ${ACH_NAME_MAX} characters.`;
export const ACH_NAME_CHARS_MESSAGE = "The account name may use only letters, spaces and / ( ) & ' -";
export const ROUTING_DIGITS_MESSAGE = 'The routing number must be exactly nine digits.';
export const ROUTING_CHECKSUM_MESSAGE = 'This routing number is not valid (its check digit does not match). Please check it.';
export const ACCOUNT_NUMBER_MESSAGE = 'The account number must be 4 to 17 digits.';

/** The ABA check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export const achAccountName = nameText()
  .trim()
  .min(1, 'Please enter the account name.')
  .max(ACH_NAME_MAX, ACH_NAME_LENGTH_MESSAGE)
  .regex(/^[A-Za-z /()&'-]+$/, ACH_NAME_CHARS_MESSAGE);
export const routingNumber = oneLine()
  .trim()
  .regex(/^\d{9}$/, ROUTING_DIGITS_MESSAGE)
  .refine(isValidRoutingNumber, ROUTING_CHECKSUM_MESSAGE);
export const accountNumber = oneLine()
  .trim()
  .regex(/^\d{4,17}$/, ACCOUNT_NUMBER_MESSAGE);
export const achAccountType = z.enum(['checking', 'savings'], { error: 'Please choose checking or savings.' });

// --- USDT TRC20 -------------------------------------------------------------------------

export const TRON_ADDRESS_MESSAGE = 'Please enter a TRON (TRC20) address: it starts with "T" and has 34 characters.';
export const TRON_CHECKSUM_MESSAGE = 'This TRON address is not valid (its checksum does not match). Please copy it again.';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) to bytes, or null for a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const ch of text) {
    const digit = BASE58.indexOf(ch);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A TRON mainnet address: base58check of 0x41 + 20 bytes, the checksum is sha256(sha256(payload))[0..4]. */
export function isValidTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.subarray(0, 21);
  const check = sha256(sha256(payload));
  return check.subarray(0, 4).every((b, i) => b === bytes[21 + i]);
}

export const tronAddress = oneLine()
  .trim()
  .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, TRON_ADDRESS_MESSAGE)
  .refine(isValidTronAddress, TRON_CHECKSUM_MESSAGE);

// --- PayPal, Payoneer --------------------------------------------------------------------

export const EMAIL_MESSAGE = 'Please enter a valid email';
export const payoutEmail = oneLine()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(254, EMAIL_MESSAGE));
export const COUNTRY_MESSAGE = 'Please choose a country (two-letter code, like US).';
export const countryCode = oneLine()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE);
export const PAYONEER_MESSAGE = 'Please enter the email of your Payoneer account or your Payoneer customer ID (6 to 12 digits).';
/** Payoneer: the account's email or its numeric customer id. */
export const payoneerAccount = oneLine()
  .trim()
  .refine((v) => /^\d{6,12}$/.test(v) || payoutEmail.safeParse(v).success, PAYONEER_MESSAGE)
  .transform((v) => (/^\d+$/.test(v) ? v : v.toLowerCase()));

// --- the method forms ----------------------------------------------------------------------

export const paypalMethod = z.object({ kind: z.literal('paypal'), email: payoutEmail, country: countryCode });
export const achMethod = z.object({
  kind: z.literal('ach'),
  account_name: achAccountName,
  routing_number: routingNumber,
  account_number: accountNumber,
  account_type: achAccountType,
});
export const usdtMethod = z.object({ kind: z.literal('usdt'), address: tronAddress });
export const payoneerMethod = z.object({ kind: z.literal('payoneer'), account: payoneerAccount });
export const payoutMethodInput = z.discriminatedUnion('kind', [paypalMethod, achMethod, usdtMethod, payoneerMethod], {
  error: 'kind: must be paypal, ach, usdt or payoneer',
});
export type PayoutMethodInput = z.infer<typeof payoutMethodInput>;

/** What a method shows once saved (never the whole account number). */
export function maskedDestination(method: PayoutMethodInput): string {
  switch (method.kind) {
    case 'paypal':
      return `${method.email} (${method.country})`;
    case 'ach':
      return `${method.account_name}, ${method.account_type} ••••${method.account_number.slice(-4)}`;
    case 'usdt':
      return `${method.address.slice(0, 6)}…${method.address.slice(-4)}`;
    case 'payoneer':
      return method.account;
  }
}

/** The country a method's fee depends on (PayPal only). */
export const methodCountry = (method: PayoutMethodInput) => (method.kind === 'paypal' ? method.country : undefined);

// --- tax settings ----------------------------------------------------------------------------

export const TAX_FORMS = ['W-9', 'W-8BEN'] as const;
export const TAX_FORM_MESSAGE = 'US persons file a W-9; everyone else a W-8BEN.';
export const taxSettingsInput = z
  .object({
    legal_name: nameText().trim().min(2, 'Please enter your legal name.').max(100, 'The legal name can be up to 100 characters.'),
    country: countryCode,
    tax_form: z.enum(TAX_FORMS, { error: 'Please choose W-9 or W-8BEN.' }),
    tax_id_last4: oneLine()
      .trim()
      .regex(/^\d{4}$/, 'Please enter the last 4 digits of your tax ID.'),
  })
  .refine((v) => (v.country === 'US') === (v.tax_form === 'W-9'), { path: ['tax_form'], message: TAX_FORM_MESSAGE });
export type TaxSettingsInput = z.infer<typeof taxSettingsInput>;

/** "Nov 29, 2026" in Pacific time (the date a suspension ends). */
export function pacificDate(date: Date): string {
  return (
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Los_Angeles',
    }).format(date) + ' PST'
  );
}
export const suspendedMessage = (until: Date) =>
  `Payouts are suspended for one week after a failed payout. You can request a payout again after ${pacificDate(until)}.`;

// --- what the API answers (and the screens show) ---------------------------------------------

/** 'held': waiting for staff review (ADR 094); the job does not send it. */
export const PAYOUT_STATUSES = ['requested', 'held', 'processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: 'Requested',
  held: 'Under review',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
};

export interface PayoutView {
  id: number;
  amount_cents: number;
  fee_cents: number;
  /** What the creator receives: amount minus fee. */
  net_cents: number;
  method: PayoutMethodKind;
  /** Masked, e.g. "Gold, checking ••••6789". */
  destination: string;
  status: PayoutStatus;
  requested_at: string;
  settled_at: string | null;
  failure_reason: string | null;
}

export interface PayoutMethodView {
  kind: PayoutMethodKind;
  destination: string;
  is_default: boolean;
  /** PayPal's account country (its fee depends on it). */
  country: string | null;
}

export interface TaxSettingsView {
  legal_name: string;
  country: string;
  tax_form: (typeof TAX_FORMS)[number];
  tax_id_last4: string;
}

export interface PayoutOverview {
  /** Earnings in coins and what they are worth in cents (coins * coin price). */
  earnings_coins: number;
  available_cents: number;
  coin_price_cents: number;
  min_cents: number;
  methods: PayoutMethodView[];
  default_method: PayoutMethodKind | null;
  tax: TaxSettingsView | null;
  /** ISO time until which payouts are refused after a failed one, or null. */
  suspended_until: string | null;
  /** Newest first. */
  history: PayoutView[];
}
