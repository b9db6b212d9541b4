/** Money rules both the browser forms and the server use (issue 6). Amounts are integers. */
import { z } from 'zod';
import { fromDigits } from './numbers';
import { oneLine } from './text';

export const COINS_MIN = 1;
export const COINS_MAX = 10_000;
export const COINS_MESSAGE = 'Please enter coins from 1 to 10000';

/** A number of coins (spec section 5, form rules): a JSON integer in the API (ADR 087). */
export const coinsAmount = z
  .number({ error: COINS_MESSAGE })
  .int({ error: COINS_MESSAGE })
  .min(COINS_MIN, { error: COINS_MESSAGE })
  .max(COINS_MAX, { error: COINS_MESSAGE });

/** Coins typed in a form's text field ("120"): digits only, then the same rule. */
export const typedCoins = fromDigits(coinsAmount);

/** Chosen by the client once per paid action and sent again on a retry, so the action happens once. */
export const idempotencyKey = oneLine()
  .trim()
  .min(8, 'must be 8 to 80 characters')
  .max(80, 'must be 8 to 80 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'may use only letters, digits and . _ : -');

/** The coin packages offered on /pay/coins (a custom amount is allowed too). */
export const COIN_PACKAGES = [100, 500, 1000, 5000] as const;

/** A saved or typed card's form fields. */
export const cardNumber = z
  .string()
  .trim()
  .regex(/^(\d[ -]?){12,19}$/, 'must be a card number of 12 to 19 digits');
// A card form's text fields send digits: those are read, nothing looser (no "0x1", no true).
export const cardExpMonth = fromDigits(
  z
    .number({ error: 'must be a month from 1 to 12' })
    .int('must be a month from 1 to 12')
    .min(1, 'must be a month from 1 to 12')
    .max(12, 'must be a month from 1 to 12'),
);
export const cardExpYear = fromDigits(
  z.number({ error: 'must be a year like 2030' }).int('must be a year like 2030').min(2000, 'must be a year like 2030').max(2100, 'must be a year like 2030'),
);
export const cardCvc = z
  .string()
  .trim()
  .regex(/^\d{3,4}$/, 'must be 3 or 4 digits');

/** A saved card as the money API and the /pay loaders show it (never the full number). */
export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}

/** One entry of a user's statement (/pay/transactions). */
export interface StatementLine {
  id: number;
  transaction_id: number;
  kind: string;
  account: 'wallet' | 'earnings';
  /** Signed coins: negative left the account. */
  amount: number;
  cents: number;
  created_at: string;
  /** The other side of the movement (the creator paid, the fan who paid); null for purchases and payouts. */
  party?: StatementParty | null;
  /** The post a post unlock bought (only on the buyer's and the seller's lines). */
  post_id?: number | null;
}

/** The other side of a statement line, named in words on /pay/transactions. */
export interface StatementParty {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
}

/**
 * "Ask before spending" (issue 20, ADR 096): a spend of more than `ask_above_coins` asks to
 * confirm; 0 asks before every spend (the default). The wallet offers these thresholds.
 */
export const SPEND_ASK_ABOVE_CHOICES = [0, 10, 25, 50, 100] as const;
export const SPEND_ASK_ABOVE_MAX = 1000;
export const askAboveCoins = z
  .number({ error: `Please enter coins from 0 to ${SPEND_ASK_ABOVE_MAX}` })
  .int(`Please enter coins from 0 to ${SPEND_ASK_ABOVE_MAX}`)
  .min(0, `Please enter coins from 0 to ${SPEND_ASK_ABOVE_MAX}`)
  .max(SPEND_ASK_ABOVE_MAX, `Please enter coins from 0 to ${SPEND_ASK_ABOVE_MAX}`);
export interface SpendSetting {
  ask_above_coins: number;
}
/** Whether a spend of `coins` asks first under this setting. */
export const asksBeforeSpending = (setting: SpendSetting, coins: number) => coins > setting.ask_above_coins;
