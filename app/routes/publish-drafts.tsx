import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { PostList } from '../features/publish/PostList';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /publish/drafts: the creator's drafts, newest edit first. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  return orRouteError(context.services.posts.drafts(requireCreator(context, request).user_id));
}

export default function PublishDrafts() {
  const { list } = useLoaderData<typeof loader>();
  return <PostList kind="drafts" list={list} title="Drafts" />;
}
