/** /admin/audit: the append-only log of staff actions, newest first, 50 a page (ADR 090). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AUDIT_PAGE_SIZE } from '../../../common/staff';
import { AuditLogView } from '../../features/admin/AuditLogView';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { requireStaff } from '../../features/admin/staff.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  requireStaff(context);
  const before = Number(new URL(request.url).searchParams.get('before'));
  const rows = await context.services.staff.auditLog({ before: Number.isSafeInteger(before) && before > 0 ? before : undefined });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      staff: row.staffUserId === null ? null : (row.staffUserName ?? `user ${row.staffUserId}`),
      action: row.action,
      subject: `${row.subjectType} ${row.subjectId}`,
      reason: row.reason,
      at: row.createdAt.toISOString(),
    })),
    olderHref: rows.length === AUDIT_PAGE_SIZE ? `/admin/audit?before=${rows.at(-1)!.id}` : null,
  };
}

export default function AuditLog() {
  const { entries, olderHref } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame title="Audit Log" section="/admin/audit">
      <AuditLogView entries={entries} olderHref={olderHref} />
    </ConsoleFrame>
  );
}
