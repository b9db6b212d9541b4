import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { payoneerMethod, type PayoutMethodKind } from '../../common/payouts';
import { MethodChooser } from '../features/payout/MethodChooser';
import { EMPTY_METHOD_VALUES, type MethodErrors, type MethodValues } from '../features/payout/MethodForms';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { checkFields, failureErrors } from '../lib/forms';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /pay/payout/payout_method: PayPal, ACH, USDT (their own pages) and Payoneer (its form here); the default. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const overview = await orRouteError(context.services.payouts.overview(requireCreator(context, request).user_id));
  return { methods: overview.methods };
}

export default function PayoutMethod() {
  const { methods } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<MethodValues>(EMPTY_METHOD_VALUES.payoneer);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [busy, setBusy] = useState(false);
  const [makingDefault, setMakingDefault] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  const savePayoneer = async () => {
    const checked = checkFields(payoneerMethod, { kind: 'payoneer', ...values });
    setErrors(checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await api().call('pay.payout.method', checked.value, { silent: true });
      navigate('/pay/payout');
    } catch (failure) {
      setErrors(failureErrors(failure));
    } finally {
      setBusy(false);
    }
  };

  const makeDefault = async (kind: PayoutMethodKind) => {
    setMakingDefault(kind);
    setError(undefined);
    try {
      await api().call('pay.payout.method.default', { kind }, { silent: true });
      revalidator.revalidate();
    } catch (failure) {
      setError(Object.values(failureErrors(failure))[0]);
    } finally {
      setMakingDefault(null);
    }
  };

  return (
    <ScreenFrame title="Payout Method">
      <Box paddingX="large" paddingY="large">
        <MethodChooser
          methods={methods}
          payoneer={{ open, values, errors, busy }}
          makingDefault={makingDefault}
          error={error}
          onOpenPayoneer={() => setOpen(true)}
          onPayoneerChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          onPayoneerSubmit={() => void savePayoneer()}
          onMakeDefault={(kind) => void makeDefault(kind)}
        />
      </Box>
    </ScreenFrame>
  );
}
