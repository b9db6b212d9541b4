import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { Box } from '#ds';
import { ERRORS } from '../../common/errors';
import { PayoutSuccess } from '../features/payout/PayoutSuccess';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/**
 * /pay/payout/success?id=...: the payout just requested, as the server has it (issue 20: a success page
 * only after something was done). Opened without an id (typed), it claims nothing: back to /pay/payout.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const userId = requireCreator(context, request).user_id;
  const raw = new URL(request.url).searchParams.get('id');
  if (raw === null) throw redirect('/pay/payout');
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ code: ERRORS.PAYOUT_NOT_FOUND.code }, { status: 404 });
  return { payout: await orRouteError(context.services.payouts.payout(userId, id)) };
}

export default function PayoutSuccessRoute() {
  const { payout } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <ScreenFrame title="Payout Requested">
      <Box paddingX="large" paddingY="large">
        <PayoutSuccess payout={payout} onDone={() => navigate('/pay/payout')} />
      </Box>
    </ScreenFrame>
  );
}
