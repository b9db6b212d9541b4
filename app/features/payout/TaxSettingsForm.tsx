/** The tax settings of /pay/payout (legal name, country, W-9 or W-8BEN, the last 4 digits of the tax id). */
import type { FormEvent } from 'react';
import { Button, RadioGroup, Stack, Text, TextField } from '#ds';

export type TaxValues = { legal_name: string; country: string; tax_form: string; tax_id_last4: string };

export interface TaxSettingsFormProps {
  values: TaxValues;
  errors: Record<string, string | undefined>;
  busy?: boolean;
  onChange: (field: keyof TaxValues, value: string) => void;
  onSubmit: () => void;
  onCancel?: () => void;
}

export function TaxSettingsForm({ values, errors, busy = false, onChange, onSubmit, onCancel }: TaxSettingsFormProps) {
  const field = (name: keyof TaxValues) => ({
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    errorMessage: errors[name],
    isInvalid: Boolean(errors[name]),
    name,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Tax settings">
      <Stack gap="large">
        <TextField label="Legal name" autoComplete="name" isRequired {...field('legal_name')} />
        <TextField label="Country" description="Two-letter code, like US" maxLength={2} isRequired {...field('country')} />
        <RadioGroup
          label="Tax form"
          description="The form of the country where you pay taxes."
          orientation="horizontal"
          options={[
            { id: 'W-9', label: 'W-9' },
            { id: 'W-8BEN', label: 'W-8BEN' },
          ]}
          {...field('tax_form')}
        />
        <TextField
          label="Last 4 digits of your tax ID"
          description="We keep only these 4 digits."
          inputMode="numeric"
          maxLength={4}
          isRequired
          {...field('tax_id_last4')}
        />
        {errors.form && (
          <Text tone="danger">
            <span role="alert">{errors.form}</span>
          </Text>
        )}
        <Stack gap="small">
          <Button type="submit" fullWidth loading={busy}>
            Save tax settings
          </Button>
          {onCancel && (
            <Button variant="ghost" fullWidth onPress={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
