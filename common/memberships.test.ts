import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_PRICE_MESSAGE,
  SUBSCRIPTION_TYPE,
  coinsForDollars,
  dollarsForCoins,
  membershipPrice,
  membershipPriceError,
  membershipStatusLine,
  spendLevel,
} from './memberships';

describe('membership price', () => {
  it('accepts whole dollars 1..1000 and refuses the rest with the spec text', () => {
    for (const ok of [1, 5, '12', 1000]) expect(membershipPriceError(ok)).toBeNull();
    for (const bad of [0, 1001, 2.5, -3, 'ten', '', ' ']) expect(membershipPriceError(bad)).toBe(MEMBERSHIP_PRICE_MESSAGE);
    expect(MEMBERSHIP_PRICE_MESSAGE).toBe('Please enter a number from 1 to 1000');
    expect(membershipPrice.parse(7)).toBe(7);
    // The API takes a JSON integer only (ADR 087): no string, boolean or array read as a number.
    for (const loose of ['7', '0x10', true, [5]]) expect(membershipPrice.safeParse(loose).success).toBe(false);
  });
  it('converts dollars to coins rounding up, and back', () => {
    expect(coinsForDollars(5, 10)).toBe(50);
    expect(coinsForDollars(5, 30)).toBe(17);
    expect(coinsForDollars(1000, 7)).toBe(14286);
    expect(dollarsForCoins(125, 10)).toBe(12.5);
  });
  it('has the spec subscription types', () => {
    expect(SUBSCRIPTION_TYPE).toEqual({ SUBSCRIBE: 1, RENEWAL: 2 });
  });
});

describe('spend levels over 30 days', () => {
  it.each([
    [0, 'under 100'],
    [99.99, 'under 100'],
    [100, 'over 100'],
    [999, 'over 100'],
    [1000, 'over 1000'],
    [9999.9, 'over 1000'],
    [10_000, 'over 10000'],
    [250_000, 'over 10000'],
  ])('$%s is %s', (dollars, level) => {
    expect(spendLevel(dollars)).toBe(level);
  });
});

describe('status line', () => {
  it('Renews on when active, Expires on when cancelled, payment failed in grace, Expired', () => {
    expect(membershipStatusLine({ state: 'active', grace_until: null })).toEqual({ label: 'Active', dateLabel: 'Renews on', date: 'paid_until' });
    expect(membershipStatusLine({ state: 'cancelled', grace_until: null })).toEqual({ label: 'Cancelled', dateLabel: 'Expires on', date: 'paid_until' });
    expect(membershipStatusLine({ state: 'active', grace_until: '2026-01-01T00:00:00Z' }).label).toBe('Payment failed');
    expect(membershipStatusLine({ state: 'expired', grace_until: null })).toEqual({ label: 'Expired', dateLabel: null, date: null });
  });
});
