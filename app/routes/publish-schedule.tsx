import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { PostList } from '../features/publish/PostList';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /publish/schedule: the creator's scheduled posts, soonest first. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  return orRouteError(context.services.posts.scheduled(requireCreator(context, request).user_id));
}

export default function PublishSchedule() {
  const { list } = useLoaderData<typeof loader>();
  return <PostList kind="scheduled" list={list} title="Scheduled Posts" />;
}
