import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Box } from '#ds';
import { POST_STATUS } from '../../common/content';
import { PublishSuccessView } from '../features/publish/PostListView';
import { requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/**
 * /publish/success?post_id={id}: after posting or scheduling (issue 20: only after something was done).
 * The server says what is true of that post: live, or scheduled for its time. Opened without one of the
 * creator's own posted or scheduled posts, it claims nothing and goes to the composer (a draft: to the drafts).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireCreator(context, request);
  const postId = Number(new URL(request.url).searchParams.get('post_id'));
  if (!Number.isSafeInteger(postId) || postId <= 0) throw redirect('/publish');
  const post = await context.services.posts.get(user.user_id, postId).catch(() => null);
  if (!post) throw redirect('/publish');
  if (post.status === POST_STATUS.Posted) return { post_id: post.post_id, scheduled: false, at: undefined };
  if (post.status === POST_STATUS.Scheduled && post.scheduled_at !== null) return { post_id: post.post_id, scheduled: true, at: post.scheduled_at };
  throw redirect('/publish/drafts');
}

export default function PublishSuccess() {
  const { post_id, scheduled, at } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title={scheduled ? 'Post Scheduled' : 'Posted'}>
      <Box paddingX="large" paddingY="large">
        <PublishSuccessView scheduled={scheduled} at={at ?? undefined} postId={post_id} />
      </Box>
    </ScreenFrame>
  );
}
