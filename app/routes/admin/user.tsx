/** /admin/users/{user_id}: the account's facts, its staff audit entries, and suspend / ban / restore with a reason (ADR 094). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ERRORS } from '../../../common/errors';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { badRequest, consoleAction, reasonOf } from '../../features/admin/console-action.server';
import { UserView, SUSPEND_DURATIONS } from '../../features/admin/StandingViews';
import { requireStaff } from '../../features/admin/staff.server';

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

export async function action({ context, params, request }: ActionFunctionArgs) {
  const { user, staffRole } = requireStaff(context);
  const userId = userIdOf(params);
  const form = await request.formData();
  return consoleAction(async () => {
    const intent = String(form.get('intent') ?? '');
    if (intent !== 'suspend' && intent !== 'ban' && intent !== 'restore') badRequest();
    const reason = reasonOf(form);
    let until: Date | undefined;
    if (intent === 'suspend') {
      const days = String(form.get('days') ?? 'open');
      if (!SUSPEND_DURATIONS.some((d) => d.id === days)) badRequest('days: choose one of the durations');
      if (days !== 'open') until = new Date(Date.now() + Number(days) * DAY_MS);
    }
    await context.services.standing.changeStanding({ userId: user.user_id, staffRole }, userId, { action: intent, reason, until });
    return DONE[intent];
  });
}

export default function User() {
  const { user, viewerRole, entries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <ConsoleFrame title={`@${user.userName}`} section="/admin/users">
      <UserView user={user} viewerRole={viewerRole} entries={entries} result={result} />
    </ConsoleFrame>
  );
}
