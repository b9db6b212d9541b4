/** /admin/dmca: DMCA notices and counter-notices (ADR 092): take down, reject, restore; every decision is audited. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { recordIdParam } from '../../../common/numbers';
import { oneLine } from '../../../common/text';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { DmcaQueue, type DmcaNoticeView } from '../../features/admin/DmcaQueue';
import { requireStaff } from '../../features/admin/staff.server';
import { formAction, formFields, type FormResult } from '../../lib/form-action.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  requireStaff(context);
  const list = await context.services.moderation.notices();
  return {
    notices: list.map(({ notice: n, counters }): DmcaNoticeView => ({
      id: n.id,
      claimant_name: n.claimantName,
      email: n.email,
      contact: n.contact,
      original_work: n.originalWork,
      urls: n.urls.split('\n'),
      post_ids: n.postIds,
      signature: n.signature,
      status: n.status as DmcaNoticeView['status'],
      created_at: n.createdAt.toISOString(),
      counters: counters.map(({ counter: c, creatorName }) => ({
        id: c.id,
        creator: creatorName,
        statement: c.statement,
        signature: c.signature,
        status: c.status as 'received' | 'restored',
        created_at: c.createdAt.toISOString(),
      })),
    })),
  };
}

const reason = oneLine().trim().max(500).default('');
const decision = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['takedown', 'reject']), notice_id: recordIdParam, reason }),
  z.object({ intent: z.literal('restore'), counter_id: recordIdParam, reason }),
]);

export async function action({ context, request }: ActionFunctionArgs) {
  const { user } = requireStaff(context);
  const m = context.services.moderation;
  return formAction(async () => {
    const d = await formFields(request, decision);
    if (d.intent === 'restore') {
      await m.restoreCounter(user.user_id, d.counter_id, d.reason);
      return 'Restored: the creator and the claimant were told.';
    }
    if (d.intent === 'takedown') await m.takeDown(user.user_id, d.notice_id, d.reason);
    else await m.rejectNotice(user.user_id, d.notice_id, d.reason);
    return d.intent === 'takedown' ? `Notice ${d.notice_id}: posts taken down, creators told.` : `Notice ${d.notice_id} rejected.`;
  });
}

export default function Dmca() {
  const { notices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <ConsoleFrame title="DMCA Notices" section="/admin/dmca">
      <DmcaQueue notices={notices} result={result} />
    </ConsoleFrame>
  );
}
