/**
 * The payout method forms (PayPal, ACH, USDT TRC20, Payoneer) as pure views: values, errors and
 * handlers come from the route module, which checks them with the shared rules of
 * common/payouts.ts before sending (the server checks the same again).
 */
import type { FormEvent } from 'react';
import { Button, RadioGroup, Stack, Text, TextField } from '#ds';
import { ACH_NAME_MAX, PAYOUT_FEE_TEXT, PAYOUT_METHOD_LABELS, arrivalText, type PayoutMethodKind } from '../../../common/payouts';

export type MethodValues = Record<string, string>;
export type MethodErrors = Record<string, string | undefined>;

export const EMPTY_METHOD_VALUES: Record<PayoutMethodKind, MethodValues> = {
  paypal: { email: '', country: 'US' },
  ach: { account_name: '', routing_number: '', account_number: '', account_type: 'checking' },
  usdt: { address: '' },
  payoneer: { account: '' },
};

export interface MethodFormProps {
  kind: PayoutMethodKind;
  values: MethodValues;
  errors: MethodErrors;
  busy?: boolean;
  onChange: (field: string, value: string) => void;
  onSubmit: () => void;
}

function Alert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text tone="danger">
      <span role="alert">{message}</span>
    </Text>
  );
}

export function MethodForm({ kind, values, errors, busy = false, onChange, onSubmit }: MethodFormProps) {
  const field = (name: string) => ({
    value: values[name] ?? '',
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
    <form onSubmit={submit} noValidate aria-label={`${PAYOUT_METHOD_LABELS[kind]} details`}>
      <Stack gap="large">
        <Stack gap="xsmall">
          <Text tone="muted" size="sm">
            {PAYOUT_FEE_TEXT[kind]}
          </Text>
          <Text tone="muted" size="sm">
            {arrivalText(kind)}
          </Text>
        </Stack>
        {kind === 'paypal' && (
          <>
            <TextField label="PayPal email" type="email" autoComplete="email" isRequired {...field('email')} />
            <TextField
              label="Account country"
              description="Two-letter code, like US. US accounts pay 0.25 dollars per payout; others 2% (up to 20 dollars)."
              maxLength={2}
              isRequired
              {...field('country')}
            />
          </>
        )}
        {kind === 'ach' && (
          <>
            <TextField
              label="Account name"
              description={`Up to ${ACH_NAME_MAX} characters: letters, spaces and / ( ) & ' -`}
              autoComplete="name"
              isRequired
              {...field('account_name')}
            />
            <TextField label="Routing number" description="Nine digits" inputMode="numeric" isRequired {...field('routing_number')} />
            <TextField label="Account number" inputMode="numeric" isRequired {...field('account_number')} />
            <RadioGroup
              label="Account type"
              orientation="horizontal"
              options={[
                { id: 'checking', label: 'Checking' },
                { id: 'savings', label: 'Savings' },
              ]}
              {...field('account_type')}
            />
          </>
        )}
        {kind === 'usdt' && (
          <TextField
            label="USDT (TRC20) address"
            description='A TRON address: starts with "T", 34 characters.'
            autoComplete="off"
            isRequired
            {...field('address')}
          />
        )}
        {kind === 'payoneer' && <TextField label="Payoneer email or customer ID" autoComplete="email" isRequired {...field('account')} />}
        <Alert message={errors.form} />
        <Button type="submit" fullWidth loading={busy}>
          Save {PAYOUT_METHOD_LABELS[kind]}
        </Button>
      </Stack>
    </form>
  );
}
