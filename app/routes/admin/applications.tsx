/** /admin/applications?state=: host applications by state, those under review oldest first (ADR 091). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { APPLICATION_STATES, type ApplicationState } from '../../../common/creators';
import { ApplicationQueueView } from '../../features/admin/ApplicationsViews';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { requireStaff } from '../../features/admin/staff.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  requireStaff(context);
  const asked = new URL(request.url).searchParams.get('state');
  const state: ApplicationState = APPLICATION_STATES.find((s) => s === asked) ?? 'verification';
  const rows = await context.services.creators.queue(state);
  return {
    state,
    items: rows.map((row) => ({
      id: row.id,
      userName: row.userName,
      legalName: row.legalName,
      country: row.country,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
  };
}

export default function Applications() {
  const { state, items } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame title="Host Applications" section="/admin/applications">
      <ApplicationQueueView state={state} items={items} />
    </ConsoleFrame>
  );
}
