import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import { Box } from '#ds';
import { ERRORS } from '../../common/errors';
import type { RouteErrorData } from '../features/errors/route-error';
import { type PostPage, PostList } from '../features/feed/PostList';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { orRouteError, signedUpUserId, actorOf } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /user/post_view?user_id={id}&post_id={id}: a creator's posts as a list, starting at the tapped one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const viewerId = signedUpUserId(context);
  // Without a user: one's own posts, or the feed for a visitor.
  if (!params.has('user_id') && viewerId === null) throw redirect('/home');
  const userId = Number(params.get('user_id') ?? viewerId);
  const postId = Number(params.get('post_id')) || undefined;
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    const { code, message } = ERRORS.PROFILE_NOT_FOUND;
    throw data({ code, message } satisfies RouteErrorData, { status: 404 });
  }
  const page = await orRouteError(context.services.feed.userPosts(actorOf(context), { userId, limit: 60 }));
  return { userId, postId, page };
}

export default function UserPostView() {
  const { userId, postId, page } = useLoaderData<typeof loader>();
  const loadMore = useCallback((cursor: string) => api().call('user.posts', { user_id: userId, cursor }), [userId]);
  return (
    <ScreenFrame title="Posts">
      <Box paddingY="medium">
        <PostList
          key={`user_posts:${userId}`}
          historyKey={`user_posts:${userId}`}
          first={page as PostPage}
          startAt={postId}
          loadMore={loadMore}
          empty={{
            title: 'No posts yet',
            description: 'Posts will show here.',
          }}
        />
      </Box>
    </ScreenFrame>
  );
}
