import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { orErrorPage, signedInUser } from '../features/chat/loaders.server';
import { PostList } from '../features/publish/PostList';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /publish/schedule: the creator's scheduled posts, soonest first. */
export async function loader({ context }: LoaderFunctionArgs) {
  return orErrorPage(context.services.posts.scheduled(signedInUser(context.session).user_id));
}

export default function PublishSchedule() {
  const { list } = useLoaderData<typeof loader>();
  return <PostList kind="scheduled" list={list} title="Scheduled Posts" />;
}
