/** The sandbox card element's fields, checked in the browser with the rules of common/money (the server never sees them). */
import { cardCvc, cardExpMonth, cardExpYear, cardNumber } from '../../../common/money';

export interface CardFields {
  number: string;
  month: string;
  year: string;
  cvc: string;
}

export const emptyCard: CardFields = { number: '', month: '', year: '', cvc: '' };

/** A typed card, only ever turned into a payment-method id in the browser. */
export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
}

/** The card, or the field errors (an expiry in the past is one, as Stripe's element says). */
export function checkCard(fields: CardFields, now = new Date()): { card?: TypedCard; errors: Partial<Record<keyof CardFields, string>> } {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const number = cardNumber.safeParse(fields.number);
  const month = cardExpMonth.safeParse(fields.month);
  const year = cardExpYear.safeParse(fields.year);
  const cvc = cardCvc.safeParse(fields.cvc);
  if (!number.success) errors.number = `Card number ${number.error.issues[0]!.message}`;
  if (!month.success) errors.month = `Month ${month.error.issues[0]!.message}`;
  if (!year.success) errors.year = `Year ${year.error.issues[0]!.message}`;
  if (!cvc.success) errors.cvc = `CVC ${cvc.error.issues[0]!.message}`;
  if (month.success && year.success) {
    const thisYear = now.getUTCFullYear();
    if (year.data < thisYear || (year.data === thisYear && month.data < now.getUTCMonth() + 1)) errors.year = 'Year: this card has expired';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { number: number.data!, expMonth: month.data!, expYear: year.data! }, errors };
}
