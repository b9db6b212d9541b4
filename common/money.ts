/** Money rules both the browser forms and the server use (issue 6). Amounts are integers. */
import { z } from 'zod';

export const COINS_MIN = 1;
export const COINS_MAX = 10_000;
export const COINS_MESSAGE = 'Please enter coins from 1 to 10000';

/** A number of coins typed in a card or token input (spec section 5, form rules). */
export const coinsAmount = z.coerce
  .number({ error: COINS_MESSAGE })
  .int({ error: COINS_MESSAGE })
  .min(COINS_MIN, { error: COINS_MESSAGE })
  .max(COINS_MAX, { error: COINS_MESSAGE });

/** Chosen by the client once per paid action and sent again on a retry, so the action happens once. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8, 'must be 8 to 80 characters')
  .max(80, 'must be 8 to 80 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'may use only letters, digits and . _ : -');
