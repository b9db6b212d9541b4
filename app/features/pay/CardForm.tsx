/** The card fields (number, expiry, CVC), checked with the same rules as the server. */
import { Box, Stack, TextField } from '#ds';
import type { CardFields } from './card-fields';

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
