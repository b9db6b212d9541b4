import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { ERRORS } from '../../common/errors';
import { payoutAmountDollars, payoutAmountProblem, taxSettingsInput } from '../../common/payouts';
import { PayoutHome } from '../features/payout/PayoutHome';
import type { TaxValues } from '../features/payout/TaxSettingsForm';
import { useIdempotencyKey } from '../lib/idempotency';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { checkFields, failureErrors } from '../lib/forms';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /pay/payout: earnings, minimum, method on file, tax settings, the request form and the history. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  return orRouteError(context.services.payouts.overview(requireCreator(context, request).user_id));
}

export default function Payout() {
  const overview = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [requesting, setRequesting] = useState(false);
  // One key per amount asked for, so a retried request pays once.
  const idem = useIdempotencyKey();
  const emptyTax: TaxValues = { legal_name: '', country: '', tax_form: '', tax_id_last4: '' };
  const [taxOpen, setTaxOpen] = useState(false);
  const [taxValues, setTaxValues] = useState<TaxValues>(emptyTax);
  const [taxErrors, setTaxErrors] = useState<Record<string, string | undefined>>({});
  const [taxBusy, setTaxBusy] = useState(false);

  const request = async () => {
    setFormError(undefined);
    const parsed = payoutAmountDollars.safeParse(amount);
    if (!parsed.success) return setAmountError(parsed.error.issues[0]?.message);
    const problem =
      payoutAmountProblem(parsed.data, { minCents: overview.min_cents, coinPriceCents: overview.coin_price_cents })?.message ??
      (parsed.data > overview.available_cents ? ERRORS.PAYOUT_NOT_ENOUGH_EARNINGS.message : undefined);
    if (problem) return setAmountError(problem);
    setAmountError(undefined);
    if (!overview.default_method) return setFormError(ERRORS.PAYOUT_METHOD_MISSING.message);
    if (!overview.tax) return setFormError(ERRORS.PAYOUT_TAX_MISSING.message);
    setRequesting(true);
    try {
      const intention = { amount_cents: parsed.data };
      const payout = await api().call('pay.payout.request', { ...intention, idem_key: idem.keyFor(intention) }, { silent: true });
      idem.done(intention);
      navigate(`/pay/payout/success?id=${payout.id}`);
    } catch (error) {
      const errors = failureErrors(error);
      if (errors.amount_cents) setAmountError(errors.amount_cents);
      else setFormError(errors.form ?? Object.values(errors)[0]);
      revalidator.revalidate();
    } finally {
      setRequesting(false);
    }
  };

  const saveTax = async () => {
    const checked = checkFields(taxSettingsInput, taxValues);
    setTaxErrors(checked.errors);
    if (!checked.ok) return;
    setTaxBusy(true);
    try {
      await api().call('pay.payout.tax', checked.value, { silent: true });
      setTaxOpen(false);
      revalidator.revalidate();
    } catch (error) {
      setTaxErrors(failureErrors(error));
    } finally {
      setTaxBusy(false);
    }
  };

  return (
    <ScreenFrame title="Payout">
      <Box paddingX="large" paddingY="large">
        <PayoutHome
          overview={overview}
          amount={amount}
          amountError={amountError}
          formError={formError}
          requesting={requesting}
          onAmountChange={(value) => {
            setAmount(value);
            setAmountError(undefined);
          }}
          onWithdrawAll={() => {
            setAmount((overview.available_cents / 100).toFixed(2));
            setAmountError(undefined);
          }}
          onRequest={() => void request()}
          tax={{
            open: taxOpen,
            values: taxValues,
            errors: taxErrors,
            busy: taxBusy,
            onChange: (field, value) => setTaxValues((v) => ({ ...v, [field]: value })),
            onSubmit: () => void saveTax(),
          }}
          onEditTax={() => {
            setTaxValues(overview.tax ?? emptyTax);
            setTaxErrors({});
            setTaxOpen(true);
          }}
          onCancelTax={() => setTaxOpen(false)}
        />
      </Box>
    </ScreenFrame>
  );
}
