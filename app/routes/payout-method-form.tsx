import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { achMethod, PAYOUT_METHOD_LABELS, paypalMethod, usdtMethod } from '../../common/payouts';
import { EMPTY_METHOD_VALUES, MethodForm, type MethodErrors, type MethodValues } from '../features/payout/MethodForms';
import { requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { checkFields, failureErrors } from '../lib/forms';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

const RULES = { paypal: paypalMethod, ach: achMethod, usdt: usdtMethod } as const;
type FormKind = keyof typeof RULES;

/** /pay/payout/paypal, /pay/payout/ach and /pay/payout/usdt: one form each, with the shared rules. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  requireCreator(context, request);
  const kind = new URL(request.url).pathname.replace(/\/$/, '').split('/').pop() as FormKind;
  return { kind };
}

export default function PayoutMethodForm() {
  const { kind } = useLoaderData<typeof loader>();
  return <MethodFormScreen key={kind} kind={kind} />;
}

function MethodFormScreen({ kind }: { kind: FormKind }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<MethodValues>(EMPTY_METHOD_VALUES[kind]);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = checkFields(RULES[kind], { kind, ...values });
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

  return (
    <ScreenFrame title={PAYOUT_METHOD_LABELS[kind]}>
      <Box paddingX="large" paddingY="large">
        <MethodForm
          kind={kind}
          values={values}
          errors={errors}
          busy={busy}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            setErrors((e) => ({ ...e, [field]: undefined }));
          }}
          onSubmit={() => void save()}
        />
      </Box>
    </ScreenFrame>
  );
}
