/**
 * /pay/payout as a view: available earnings in dollars, the minimum ("{a} dollars"), the method
 * on file, tax settings, the request form, processing and arrival windows, and the history.
 */
import type { FormEvent } from 'react';
import { Button, DateTime, Heading, Money, Stack, Text, TextField, TextLink } from '#ds';
import {
  PAYOUT_METHOD_LABELS,
  PAYOUT_PROCESSING_TEXT,
  PAYOUT_STATUS_LABELS,
  arrivalText,
  minimumPayoutText,
  payoutFeeCents,
  suspendedMessage,
  type PayoutOverview,
} from '../../../common/payouts';
import { TaxSettingsForm, type TaxSettingsFormProps } from './TaxSettingsForm';

export interface PayoutHomeProps {
  overview: PayoutOverview;
  amount: string;
  amountError?: string;
  requesting?: boolean;
  formError?: string;
  tax: Omit<TaxSettingsFormProps, 'onCancel'> & { open: boolean };
  onAmountChange: (value: string) => void;
  onWithdrawAll: () => void;
  onRequest: () => void;
  onEditTax: () => void;
  onCancelTax: () => void;
}

const cents = (value: number) => <Money amount={value / 100} />;

export function PayoutHome({
  overview,
  amount,
  amountError,
  requesting = false,
  formError,
  tax,
  onAmountChange,
  onWithdrawAll,
  onRequest,
  onEditTax,
  onCancelTax,
}: PayoutHomeProps) {
  const method = overview.methods.find((m) => m.is_default) ?? null;
  const suspended = overview.suspended_until ? new Date(overview.suspended_until) : null;
  const typed = Math.round(Number(amount.replace(/^\$/, '').replaceAll(',', '')) * 100);
  const fee = method && Number.isFinite(typed) && typed > 0 ? payoutFeeCents(method.kind, typed, method.country ?? undefined) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRequest();
  };
  return (
    <Stack gap="xlarge">
      <section aria-labelledby="earnings-title">
        <Stack gap="xsmall">
          <Heading level={2} id="earnings-title">
            Available earnings
          </Heading>
          <Text size="lg" weight="bold">
            {cents(overview.available_cents)}
          </Text>
          <Text tone="muted" size="sm">
            {minimumPayoutText(overview.min_cents)} {PAYOUT_PROCESSING_TEXT}
          </Text>
        </Stack>
      </section>

      <section aria-labelledby="method-title">
        <Stack gap="xsmall">
          <Heading level={2} id="method-title">
            Payout method
          </Heading>
          {method ? (
            <>
              <Text>
                {PAYOUT_METHOD_LABELS[method.kind]}: {method.destination}
              </Text>
              <Text tone="muted" size="sm">
                {arrivalText(method.kind)}
              </Text>
            </>
          ) : (
            <Text tone="muted">No payout method yet.</Text>
          )}
          <TextLink href="/pay/payout/payout_method">{method ? 'Change payout method' : 'Add a payout method'}</TextLink>
        </Stack>
      </section>

      <section aria-labelledby="tax-title">
        <Stack gap="small">
          <Heading level={2} id="tax-title">
            Tax settings
          </Heading>
          {tax.open ? (
            <TaxSettingsForm {...tax} onCancel={overview.tax ? onCancelTax : undefined} />
          ) : overview.tax ? (
            <Stack gap="xsmall" align="flex-start">
              <Text>
                {overview.tax.legal_name}, {overview.tax.country}, {overview.tax.tax_form}, tax ID ending {overview.tax.tax_id_last4}
              </Text>
              <Button size="sm" variant="secondary" onPress={onEditTax}>
                Edit tax settings
              </Button>
            </Stack>
          ) : (
            <Stack gap="xsmall" align="flex-start">
              <Text tone="muted">Add your tax settings before your first payout.</Text>
              <Button size="sm" variant="secondary" onPress={onEditTax}>
                Add tax settings
              </Button>
            </Stack>
          )}
        </Stack>
      </section>

      <section aria-labelledby="request-title">
        <form onSubmit={submit} noValidate aria-labelledby="request-title">
          <Stack gap="medium">
            <Heading level={2} id="request-title">
              Request a payout
            </Heading>
            {suspended && (
              <Text tone="danger">
                <span role="status">{suspendedMessage(suspended)}</span>
              </Text>
            )}
            <TextField
              label="Amount in dollars"
              inputMode="text"
              value={amount}
              onChange={onAmountChange}
              errorMessage={amountError}
              isInvalid={Boolean(amountError)}
              description={
                fee !== null ? `Fee ${(fee / 100).toFixed(2)} dollars; you receive ${(Math.max(0, typed - fee) / 100).toFixed(2)} dollars.` : undefined
              }
              isDisabled={Boolean(suspended)}
              name="amount"
            />
            <Stack gap="small">
              <Button variant="ghost" size="sm" onPress={onWithdrawAll} disabled={Boolean(suspended) || overview.available_cents === 0}>
                Withdraw all
              </Button>
              {formError && (
                <Text tone="danger">
                  <span role="alert">{formError}</span>
                </Text>
              )}
              <Button type="submit" fullWidth loading={requesting} disabled={Boolean(suspended)}>
                Request payout
              </Button>
            </Stack>
          </Stack>
        </form>
      </section>

      <section aria-labelledby="history-title">
        <Stack gap="medium">
          <Heading level={2} id="history-title">
            Payout history
          </Heading>
          {overview.history.length === 0 ? (
            <Text tone="muted">No payouts yet.</Text>
          ) : (
            <Stack gap="medium">
              {overview.history.map((p) => (
                <div key={p.id}>
                  <Stack gap="xxsmall">
                    <Text weight="medium">
                      {cents(p.amount_cents)} to {PAYOUT_METHOD_LABELS[p.method]}: {PAYOUT_STATUS_LABELS[p.status]}
                    </Text>
                    <Text size="sm" tone="muted">
                      Requested <DateTime value={p.requested_at} />; fee {cents(p.fee_cents)}; you receive {cents(p.net_cents)}
                    </Text>
                    {p.status === 'failed' && p.failure_reason && (
                      <Text size="sm" tone="danger">
                        {p.failure_reason}
                      </Text>
                    )}
                  </Stack>
                </div>
              ))}
            </Stack>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
