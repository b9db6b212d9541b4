import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Box } from '#ds';
import { requireSignedUp } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { SubscriptionsView } from '../features/subs/SubsViews';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /subs/subscriptions: the signed-in fan's memberships. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  return { list: await services.memberships.subscriptions(user.user_id) };
}

export default function Subscriptions() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title="Subscriptions">
      <Box paddingX="large" paddingY="large">
        <SubscriptionsView list={list} />
      </Box>
    </ScreenFrame>
  );
}
