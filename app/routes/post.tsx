import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import { Box } from '#ds';
import { ERRORS } from '../../common/errors';
import type { RouteErrorData } from '../features/errors/route-error';
import { type PostPage, PostList } from '../features/feed/PostList';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { actorOf } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /post?id={id}: one post; a missing one is 30023; without an id, the feed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = Number(new URL(request.url).searchParams.get('id'));
  const notFound = () => {
    const { code, message } = ERRORS.PROFILE_NOT_FOUND;
    return data({ code, message } satisfies RouteErrorData, { status: 404 });
  };
  // No post named: the feed is where posts are.
  if (!new URL(request.url).searchParams.has('id')) throw redirect('/home');
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  try {
    return {
      list: [await context.services.feed.post(actorOf(context), { postId: id })],
      next: null,
    };
  } catch {
    throw notFound();
  }
}

export default function Post() {
  const first = useLoaderData<typeof loader>() as PostPage;
  const loadMore = useCallback(async () => ({ list: [], next: null }), []);
  return (
    <ScreenFrame title="Post">
      <Box paddingY="medium">
        <PostList
          key={`post:${first.list[0]?.post_id}`}
          historyKey={`post:${first.list[0]?.post_id}`}
          first={first}
          loadMore={loadMore}
          empty={{ title: 'Post not found', description: '' }}
          linkToPost={false}
        />
      </Box>
    </ScreenFrame>
  );
}
