import { describe, expect, it } from 'vitest';
import {
  achMethod,
  ACH_NAME_CHARS_MESSAGE,
  ACH_NAME_LENGTH_MESSAGE,
  isValidRoutingNumber,
  isValidTronAddress,
  maskedDestination,
  minimumPayoutText,
  payoneerAccount,
  payoutAmountDollars,
  payoutAmountProblem,
  payoutFeeCents,
  paypalMethod,
  ROUTING_CHECKSUM_MESSAGE,
  ROUTING_DIGITS_MESSAGE,
  taxSettingsInput,
  TRON_ADDRESS_MESSAGE,
  TRON_CHECKSUM_MESSAGE,
  tronAddress,
} from './payouts';
import { fieldErrors } from './forms';

const first = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('ABA routing numbers', () => {
  it('accepts real routing numbers (Chase NY, Fed Boston, Bank of America)', () => {
    for (const r of ['021000021', '011000015', '121000358', '026009593']) expect(isValidRoutingNumber(r), r).toBe(true);
  });
  it('refuses a changed check digit, and anything but nine digits', () => {
    for (const r of ['021000022', '123456789', '02100002', '0210000211', '02100002a', '']) expect(isValidRoutingNumber(r), r).toBe(false);
  });
  it('names the problem: length first, then the checksum', () => {
    const base = { kind: 'ach', account_name: 'Gold Creator', account_number: '123456789', account_type: 'checking' };
    expect(fieldErrors(achMethod, { ...base, routing_number: '12345' })).toEqual({ routing_number: ROUTING_DIGITS_MESSAGE });
    expect(fieldErrors(achMethod, { ...base, routing_number: '021000022' })).toEqual({ routing_number: ROUTING_CHECKSUM_MESSAGE });
    expect(fieldErrors(achMethod, { ...base, routing_number: ' 021000021 ' })).toEqual({});
  });
});

describe('ACH account name', () => {
  const base = { kind: 'ach', routing_number: '021000021', account_number: '123456789', account_type: 'savings' };
  it("allows letters, spaces and / ( ) & ' - up to 22 characters", () => {
    expect(fieldErrors(achMethod, { ...base, account_name: "O'Neil & Sons (US)/A-B" })).toEqual({});
    expect("O'Neil & Sons (US)/A-B").toHaveLength(22);
  });
  it('refuses 23 characters and other characters with their messages', () => {
    expect(fieldErrors(achMethod, { ...base, account_name: 'A'.repeat(23) }).account_name).toBe(ACH_NAME_LENGTH_MESSAGE);
    expect(fieldErrors(achMethod, { ...base, account_name: 'Gold Creator 2' }).account_name).toBe(ACH_NAME_CHARS_MESSAGE);
    expect(fieldErrors(achMethod, { ...base, account_name: 'Gold.Creator' }).account_name).toBe(ACH_NAME_CHARS_MESSAGE);
    expect(fieldErrors(achMethod, { ...base, account_name: 'José' }).account_name).toBe(ACH_NAME_CHARS_MESSAGE);
  });
  it('account numbers are 4 to 17 digits', () => {
    expect(fieldErrors(achMethod, { ...base, account_name: 'Gold', account_number: '123' }).account_number).toMatch(/4 to 17 digits/);
    expect(fieldErrors(achMethod, { ...base, account_name: 'Gold', account_number: '1'.repeat(18) }).account_number).toMatch(/4 to 17 digits/);
  });
});

describe('TRON (TRC20) addresses', () => {
  const valid = [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // the USDT contract
    'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
    'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', // 0x41 followed by zeros
  ];
  it('accepts real addresses', () => {
    for (const a of valid) expect(isValidTronAddress(a), a).toBe(true);
  });
  it('refuses a changed character (checksum), a Bitcoin address, wrong length and letters outside base58', () => {
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toBe(false);
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj7t')).toBe(false);
    expect(isValidTronAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
  });
  it('names the problem: the shape first, then the checksum', () => {
    expect(first(tronAddress, '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(TRON_ADDRESS_MESSAGE);
    expect(first(tronAddress, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj')).toBe(TRON_ADDRESS_MESSAGE);
    expect(first(tronAddress, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toBe(TRON_CHECKSUM_MESSAGE);
    expect(tronAddress.parse('  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
});

describe('fees (integer cents)', () => {
  it('PayPal US: 25 cents per payout whatever the amount', () => {
    expect(payoutFeeCents('paypal', 2000, 'US')).toBe(25);
    expect(payoutFeeCents('paypal', 5_000_000, 'us')).toBe(25);
  });
  it('PayPal elsewhere: 2%, rounded to the cent, at most 20 dollars', () => {
    expect(payoutFeeCents('paypal', 2000, 'DE')).toBe(40);
    expect(payoutFeeCents('paypal', 2025, 'DE')).toBe(41); // 40.5 rounds up
    expect(payoutFeeCents('paypal', 100_000, 'GB')).toBe(2000);
    expect(payoutFeeCents('paypal', 100_050, 'GB')).toBe(2000);
    expect(payoutFeeCents('paypal', 1_000_000, 'FR')).toBe(2000);
  });
  it('USDT 3 dollars; ACH and Payoneer free', () => {
    expect(payoutFeeCents('usdt', 2000)).toBe(300);
    expect(payoutFeeCents('usdt', 9_999_999)).toBe(300);
    expect(payoutFeeCents('ach', 2000)).toBe(0);
    expect(payoutFeeCents('payoneer', 2000)).toBe(0);
  });
});

describe('amounts and other fields', () => {
  it('reads dollars as cents', () => {
    expect(payoutAmountDollars.parse('25')).toBe(2500);
    expect(payoutAmountDollars.parse('25.5')).toBe(2550);
    expect(payoutAmountDollars.parse('$1,025.05')).toBe(102505);
    for (const bad of ['', 'abc', '1.234', '-5', '0', '1e3']) expect(payoutAmountDollars.safeParse(bad).success, bad).toBe(false);
  });
  it('says the minimum only as dollars', () => {
    expect(minimumPayoutText(2000)).toBe('The minimum payout is 20 dollars.');
    expect(minimumPayoutText(2550)).toBe('The minimum payout is 25.50 dollars.');
  });
  it('PayPal needs an email and a country; Payoneer an email or a customer id', () => {
    expect(fieldErrors(paypalMethod, { kind: 'paypal', email: 'nope', country: 'usa' })).toEqual({
      email: 'Please enter a valid email',
      country: expect.stringMatching(/two-letter/),
    });
    expect(paypalMethod.parse({ kind: 'paypal', email: ' Me@Example.COM ', country: 'us' })).toMatchObject({ email: 'me@example.com', country: 'US' });
    expect(payoneerAccount.parse('12345678')).toBe('12345678');
    expect(payoneerAccount.parse('Pay@Example.com')).toBe('pay@example.com');
    expect(payoneerAccount.safeParse('12ab').success).toBe(false);
  });
  it('tax settings: W-9 for US, W-8BEN otherwise; only the last 4 digits of the tax id', () => {
    const ok = { legal_name: 'Gold Creator', country: 'US', tax_form: 'W-9', tax_id_last4: '1234' };
    expect(fieldErrors(taxSettingsInput, ok)).toEqual({});
    expect(fieldErrors(taxSettingsInput, { ...ok, tax_form: 'W-8BEN' }).tax_form).toMatch(/W-9/);
    expect(fieldErrors(taxSettingsInput, { ...ok, country: 'DE' }).tax_form).toMatch(/W-8BEN/);
    expect(fieldErrors(taxSettingsInput, { ...ok, tax_id_last4: '123456789' }).tax_id_last4).toMatch(/last 4/);
  });
  it('masks what is shown of a saved method', () => {
    expect(maskedDestination({ kind: 'ach', account_name: 'Gold', routing_number: '021000021', account_number: '123456789', account_type: 'checking' })).toBe(
      'Gold, checking ••••6789',
    );
    expect(maskedDestination({ kind: 'usdt', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toBe('TR7NHq…Lj6t');
  });
});

describe('payoutAmountProblem', () => {
  const limits = { minCents: 2000, coinPriceCents: 10 };
  it('refuses under the minimum with the minimum in dollars, and amounts that are not whole coins', () => {
    expect(payoutAmountProblem(1990, limits)).toEqual({ error: 'PAYOUT_BELOW_MINIMUM', message: 'The minimum payout is 20 dollars.' });
    expect(payoutAmountProblem(2005, limits)).toEqual({ error: 'PAYOUT_AMOUNT_STEP', message: 'Please enter an amount in steps of 0.10 dollars (one coin).' });
    expect(payoutAmountProblem(2000, limits)).toBeNull();
    expect(payoutAmountProblem(2002, { minCents: 100, coinPriceCents: 7 })).toBeNull();
  });
});
