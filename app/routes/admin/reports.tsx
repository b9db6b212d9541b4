/** /admin/reports: open report cases and the content hidden after reports (ADR 092); every decision is audited. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { REPORT_TARGETS } from '../../../common/moderation';
import { recordIdParam } from '../../../common/numbers';
import { oneLine } from '../../../common/text';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { ReportsQueue, type HiddenItemView } from '../../features/admin/ReportsQueue';
import { requireStaff } from '../../features/admin/staff.server';
import { formAction, formFields, type FormResult } from '../../lib/form-action.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  requireStaff(context);
  const [cases, hidden] = await Promise.all([context.services.moderation.openCases(), context.services.moderation.hiddenItems('report')]);
  return {
    cases,
    hidden: hidden.map(({ hidden: h, authorName }): HiddenItemView => ({
      subject_type: h.subjectType as HiddenItemView['subject_type'],
      subject_id: h.subjectId,
      author: authorName,
      kind: h.kind as HiddenItemView['kind'],
      reason: h.reason,
      hidden_at: h.hiddenAt.toISOString(),
    })),
  };
}

const reason = oneLine().trim().max(500);
const decision = z.object({
  intent: z.enum(['hide', 'dismiss', 'actioned']),
  target_type: z.enum(REPORT_TARGETS),
  target_id: recordIdParam,
  reason: reason.default(''),
});
const restore = z.object({ intent: z.literal('restore'), subject_type: z.enum(['post', 'message']), subject_id: recordIdParam, reason: reason.optional() });

export async function action({ context, request }: ActionFunctionArgs) {
  const { user } = requireStaff(context);
  return formAction(async () => {
    const input = await formFields(request, z.discriminatedUnion('intent', [restore, decision]));
    if (input.intent === 'restore') {
      await context.services.moderation.restoreHidden(user.user_id, input);
      return `Restored ${input.subject_type} ${input.subject_id}.`;
    }
    await context.services.moderation.decideCase(user.user_id, { ...input, decision: input.intent });
    const done = { hide: 'Hidden', dismiss: 'Dismissed', actioned: 'Closed' }[input.intent];
    return `${done}: ${input.target_type} ${input.target_id}. The reporters were told.`;
  });
}

export default function Reports() {
  const { cases, hidden } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <ConsoleFrame title="Reports" section="/admin/reports">
      <ReportsQueue cases={cases} hidden={hidden} result={result} />
    </ConsoleFrame>
  );
}
