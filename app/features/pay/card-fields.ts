/** The card form's fields, checked with the same rules as the server (common/money). */
import { cardCvc, cardExpMonth, cardExpYear, cardNumber } from '../../../common/money';
import type { CardInput } from './types';

export interface CardFields {
  number: string;
  month: string;
  year: string;
  cvc: string;
}

export const emptyCard: CardFields = { number: '', month: '', year: '', cvc: '' };

/** The card as the API takes it, or the field errors. */
export function checkCard(fields: CardFields): { card?: CardInput; errors: Partial<Record<keyof CardFields, string>> } {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const number = cardNumber.safeParse(fields.number);
  const month = cardExpMonth.safeParse(fields.month);
  const year = cardExpYear.safeParse(fields.year);
  const cvc = cardCvc.safeParse(fields.cvc);
  if (!number.success) errors.number = `Card number ${number.error.issues[0]!.message}`;
  if (!month.success) errors.month = `Month ${month.error.issues[0]!.message}`;
  if (!year.success) errors.year = `Year ${year.error.issues[0]!.message}`;
  if (!cvc.success) errors.cvc = `CVC ${cvc.error.issues[0]!.message}`;
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { card_number: number.data!, exp_month: month.data!, exp_year: year.data!, cvc: cvc.data! }, errors };
}
