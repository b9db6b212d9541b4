/** /admin/users: find a user by user name or email; each with their standing (ADR 094). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { textProblem } from '../../../common/text';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { UsersView } from '../../features/admin/StandingViews';
import { requireStaff } from '../../features/admin/staff.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  requireStaff(context);
  const raw = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  // A query the text rule refuses matches nobody.
  const query = textProblem(raw, 'oneLine') ? '' : raw;
  const rows = query || !raw ? await context.services.standing.findUsers(query) : [];
  return {
    query: raw,
    users: rows.map((u) => ({ userId: u.userId, userName: u.userName, email: u.email, status: u.status, until: u.until?.toISOString() ?? null })),
  };
}

export default function Users() {
  const { query, users } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame title="Users" section="/admin/users">
      <UsersView query={query} users={users} />
    </ConsoleFrame>
  );
}
