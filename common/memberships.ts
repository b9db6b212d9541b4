/**
 * Membership rules both the browser and the server use (issue 6, ADR 053): the price a
 * creator may ask, the subscription types, the states, the period and grace, spend levels.
 */
import { z } from 'zod';
import { fromDigits } from './numbers';

export const MEMBERSHIP_PRICE_MIN = 1;
export const MEMBERSHIP_PRICE_MAX = 1000;
/** Spec section 5, verbatim. */
export const MEMBERSHIP_PRICE_MESSAGE = 'Please enter a number from 1 to 1000';

/** A membership price in whole US dollars, 1..1000 (spec sections 5 and 9); a JSON integer in the API. */
export const membershipPrice = z
  .number({ error: MEMBERSHIP_PRICE_MESSAGE })
  .int({ error: MEMBERSHIP_PRICE_MESSAGE })
  .min(MEMBERSHIP_PRICE_MIN, { error: MEMBERSHIP_PRICE_MESSAGE })
  .max(MEMBERSHIP_PRICE_MAX, { error: MEMBERSHIP_PRICE_MESSAGE });

/** The message for a typed price, or null when it is a valid price. */
export function membershipPriceError(value: string | number): string | null {
  // A typed price is digits only ("12"), read as its number.
  return fromDigits(membershipPrice).safeParse(typeof value === 'string' ? value.trim() : value).success ? null : MEMBERSHIP_PRICE_MESSAGE;
}

/** Spec section 3: the kind of charge a subscription record is. */
export const SUBSCRIPTION_TYPE = { SUBSCRIBE: 1, RENEWAL: 2 } as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPE)[keyof typeof SUBSCRIPTION_TYPE];

/**
 * Stored states. "Renews on" (spec section 4) is how an Active membership is shown; a failed
 * renewal keeps the state Active for the grace period (shown as such, with the payment failure).
 */
export const MEMBERSHIP_STATE = { Active: 'active', Cancelled: 'cancelled', Expired: 'expired' } as const;
export type MembershipState = (typeof MEMBERSHIP_STATE)[keyof typeof MEMBERSHIP_STATE];
export const MEMBERSHIP_STATE_LABEL: Record<MembershipState, string> = { active: 'Active', cancelled: 'Cancelled', expired: 'Expired' };

/**
 * One paid period. The spec names renewals and a 30-day spend window but not the period; a
 * month is the usual membership term, kept as a fixed 30 days so every period is equal.
 */
export const MEMBERSHIP_PERIOD_DAYS = 30;
/** Spec section 9: a failed renewal keeps access this long. */
export const GRACE_DAYS = 7;
/** PrePaymentFailed (26) goes out this long before a renewal the wallet cannot cover. */
export const PRE_PAYMENT_NOTICE_DAYS = 1;
export const DAY_MS = 86_400_000;

/**
 * Dollars -> coins at the coin price, rounded up so the creator never gets less than the
 * price asked ($5 at 10 cents a coin = 50 coins; at 30 cents = 17 coins).
 */
export function coinsForDollars(dollars: number, coinPriceCents: number): number {
  return Math.ceil((dollars * 100) / coinPriceCents);
}

/** Coins -> dollars (for spend levels), at the coin price. */
export function dollarsForCoins(coins: number, coinPriceCents: number): number {
  return (coins * coinPriceCents) / 100;
}

/** Spec section 9: what a fan spent on a creator over the last 30 days, as the creator sees it. */
export const SPEND_LEVEL_WINDOW_DAYS = 30;
export const SPEND_LEVELS = ['under 100', 'over 100', 'over 1000', 'over 10000'] as const;
export type SpendLevel = (typeof SPEND_LEVELS)[number];

/** Dollars spent -> level; a bound itself counts as "over" it (exactly $100 is "over 100"). */
export function spendLevel(dollars: number): SpendLevel {
  if (dollars >= 10_000) return 'over 10000';
  if (dollars >= 1000) return 'over 1000';
  if (dollars >= 100) return 'over 100';
  return 'under 100';
}

/** A membership as the API sends it (fan's list, detail, creator's list). */
export interface MembershipView {
  id: number;
  creator: { user_id: number; user_name: string; nickname: string; portrait: string };
  fan: { user_id: number; user_name: string; nickname: string; portrait: string };
  state: MembershipState;
  price_dollars: number;
  coins: number;
  /** ISO time: the end of the paid period ("Renews on" when Active, "Expires on" when Cancelled). */
  paid_until: string;
  auto_renew: boolean;
  /** ISO time when a renewal failed and access lasts until `grace_until`; otherwise null. */
  grace_until: string | null;
  /** Whether the fan sees members-only posts now. */
  has_access: boolean;
  created_at: string;
  expired_at: string | null;
}

/** What the list shows for a membership: "Renews on {date}", "Expires on {date}", "Expired", or the failed payment. */
export function membershipStatusLine(m: Pick<MembershipView, 'state' | 'grace_until'>): {
  label: string;
  dateLabel: string | null;
  date: 'paid_until' | 'grace_until' | null;
} {
  if (m.state === 'expired') return { label: 'Expired', dateLabel: null, date: null };
  if (m.state === 'cancelled') return { label: 'Cancelled', dateLabel: 'Expires on', date: 'paid_until' };
  if (m.grace_until) return { label: 'Payment failed', dateLabel: 'Access until', date: 'grace_until' };
  return { label: 'Active', dateLabel: 'Renews on', date: 'paid_until' };
}
