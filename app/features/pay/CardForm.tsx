/** The card fields (number, expiry, CVC), checked with the same rules as the server. */
import { Box, Stack, TextField } from '#ds';
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

export function CardForm({
  value,
  onChange,
  errors = {},
  disabled,
}: {
  value: CardFields;
  onChange: (value: CardFields) => void;
  errors?: Partial<Record<keyof CardFields, string>>;
  disabled?: boolean;
}) {
  return (
    <Stack gap="medium">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={value.number}
        onChange={(number) => onChange({ ...value, number })}
        errorMessage={errors.number}
        isInvalid={Boolean(errors.number)}
        isDisabled={disabled}
        isRequired
        maxLength={23}
      />
      <Box display="flex" gap="medium">
        <TextField
          label="Expiry month"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          value={value.month}
          onChange={(month) => onChange({ ...value, month })}
          errorMessage={errors.month}
          isInvalid={Boolean(errors.month)}
          isDisabled={disabled}
          isRequired
          maxLength={2}
        />
        <TextField
          label="Expiry year"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YYYY"
          value={value.year}
          onChange={(year) => onChange({ ...value, year })}
          errorMessage={errors.year}
          isInvalid={Boolean(errors.year)}
          isDisabled={disabled}
          isRequired
          maxLength={4}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={value.cvc}
          onChange={(cvc) => onChange({ ...value, cvc })}
          errorMessage={errors.cvc}
          isInvalid={Boolean(errors.cvc)}
          isDisabled={disabled}
          isRequired
          maxLength={4}
        />
      </Box>
    </Stack>
  );
}
