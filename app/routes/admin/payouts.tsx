/** /admin/payouts: payouts held for review; release (the job pays it) or reject with a reason (coins back to earnings) (ADR 094). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { z } from 'zod';
import { recordIdParam } from '../../../common/numbers';
import { staffReason } from '../../features/admin/console-action.server';
import { HeldPayoutsView } from '../../features/admin/HeldPayoutsView';
import { requireStaff } from '../../features/admin/staff.server';
import { formAction, formFields, type FormResult } from '../../lib/form-action.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  requireStaff(context);
  const held = await context.services.payoutReview.held();
  return { payouts: held.map((p) => ({ ...p, requestedAt: p.requestedAt.toISOString() })) };
}

const review = z.object({ intent: z.enum(['release', 'reject']), payout_id: recordIdParam, reason: staffReason });

export async function action({ context, request }: ActionFunctionArgs) {
  const { user } = requireStaff(context);
  return formAction(async () => {
    const { intent, payout_id: payoutId, reason } = await formFields(request, review);
    if (intent === 'release') {
      await context.services.payoutReview.release({ userId: user.user_id }, payoutId, reason);
      return `Payout ${payoutId} is released: the payout job sends it.`;
    }
    await context.services.payoutReview.reject({ userId: user.user_id }, payoutId, reason);
    return `Payout ${payoutId} is rejected: its coins are back in the creator's earnings.`;
  });
}

export default function HeldPayouts() {
  const { payouts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <ConsoleFrame title="Payouts Held for Review" section="/admin/payouts">
      <HeldPayoutsView payouts={payouts} result={result} />
    </ConsoleFrame>
  );
}
