/** /user/reports: the signed-in user's reports and their outcomes (ADR 092). */
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ERRORS } from '../../common/errors';
import { MyReportsView } from '../features/moderation/MyReportsView';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  const { session, services } = context;
  if (!session || session.user.is_anonymous) throw data({ code: ERRORS.AUTH_REQUIRED.code }, { status: 401 });
  return { reports: await services.moderation.myReports(session.user.user_id) };
}

export default function UserReports() {
  const { reports } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title="Your Reports">
      <MyReportsView reports={reports} />
    </ScreenFrame>
  );
}
