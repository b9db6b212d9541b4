/** /admin/users/{user_id}: the account's facts, its staff audit entries, and suspend / ban / restore with a reason (ADR 094). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { ERRORS } from '../../../common/errors';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { staffReason } from '../../features/admin/console-action.server';
import { UserView, SUSPEND_DURATIONS } from '../../features/admin/StandingViews';
import { requireStaff } from '../../features/admin/staff.server';
import { formAction, formFields, type FormResult } from '../../lib/form-action.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

const DAY_MS = 86_400_000;

function userIdOf(params: LoaderFunctionArgs['params']): number {
  const id = Number(params.user_id);
  if (!/^[1-9][0-9]{0,15}$/.test(params.user_id ?? '') || !Number.isSafeInteger(id)) {
    throw data({ code: ERRORS.STAFF_USER_NOT_FOUND.code, message: ERRORS.STAFF_USER_NOT_FOUND.message }, { status: 404 });
  }
  return id;
}

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { staffRole } = requireStaff(context);
  const userId = userIdOf(params);
  const facts = await context.services.standing.userFacts(userId).catch((error: unknown) => {
    if ((error as { code?: number }).code === ERRORS.STAFF_USER_NOT_FOUND.code) {
      throw data({ code: ERRORS.STAFF_USER_NOT_FOUND.code, message: ERRORS.STAFF_USER_NOT_FOUND.message }, { status: 404 });
    }
    throw error;
  });
  const log = await context.services.staff.auditLog({ subject: { type: 'user', id: userId } });
  return {
    viewerRole: staffRole,
    user: { ...facts, until: facts.until?.toISOString() ?? null, createdAt: facts.createdAt.toISOString() },
    entries: log.map((row) => ({
      id: row.id,
      staff: row.staffUserId === null ? null : (row.staffUserName ?? `user ${row.staffUserId}`),
      action: row.action,
      subject: `${row.subjectType} ${row.subjectId}`,
      reason: row.reason,
      at: row.createdAt.toISOString(),
    })),
  };
}

const DONE = {
  suspend: 'The account is suspended and signed out everywhere.',
  ban: 'The account is banned and signed out everywhere.',
  restore: 'The account is restored.',
};

const change = z.object({
  intent: z.enum(['suspend', 'ban', 'restore']),
  reason: staffReason,
  days: z
    .enum(
      SUSPEND_DURATIONS.map((d) => d.id),
      { message: 'choose one of the durations' },
    )
    .default('open'),
});

export async function action({ context, params, request }: ActionFunctionArgs) {
  const { user, staffRole } = requireStaff(context);
  const userId = userIdOf(params);
  return formAction(async () => {
    const { intent, reason, days } = await formFields(request, change);
    const until = intent === 'suspend' && days !== 'open' ? new Date(Date.now() + Number(days) * DAY_MS) : undefined;
    await context.services.standing.changeStanding({ userId: user.user_id, staffRole }, userId, { action: intent, reason, until });
    return DONE[intent];
  });
}

export default function User() {
  const { user, viewerRole, entries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <ConsoleFrame title={`@${user.userName}`} section="/admin/users">
      <UserView user={user} viewerRole={viewerRole} entries={entries} result={result} />
    </ConsoleFrame>
  );
}
