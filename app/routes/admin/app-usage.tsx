/** /admin/app-usage: the installable app's daily counts for the last 14 days (ADR 111). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AppUsageView } from '../../features/admin/AppUsageView';
import { ConsoleFrame } from '../../features/admin/ConsoleFrame';
import { requireStaff } from '../../features/admin/staff.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../../lib/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  requireStaff(context);
  return { days: await context.services.appReports.usageByDay() };
}

export default function AppUsage() {
  const { days } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame title="App Installs and Opens" section="/admin/app-usage">
      <AppUsageView days={days} />
    </ConsoleFrame>
  );
}
