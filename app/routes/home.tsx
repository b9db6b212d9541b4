import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import { Box, IconLink } from '#ds';
import { type PostPage, PostList } from '../features/feed/PostList';
import { FeedLiveStrip } from '../features/live/LiveEntries';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import type { RootLoaderData } from '../root.server';
import { api } from '../lib/api';
import { actorOf } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /home: the feed, followed creators first, then discovery (anonymous visitors: discovery). */
export async function loader({ context }: LoaderFunctionArgs) {
  return context.services.feed.feed(actorOf(context), {});
}

export default function Home() {
  const first = useLoaderData<typeof loader>() as PostPage;
  const loadMore = useCallback((cursor: string) => api().call('feed', { cursor }), []);
  const user = useRouteLoaderData<RootLoaderData>('root')?.user;
  return (
    <ScreenFrame title="Home" actions={<IconLink icon="search" label="Search creators" href="/user/list" />}>
      <Box paddingY="medium">
        {/* Followed creators' lives: a signed-up viewer follows; a visitor has none to show. */}
        {user && !user.is_anonymous && <FeedLiveStrip />}
        <PostList
          key="home"
          historyKey="home"
          first={first}
          loadMore={loadMore}
          empty={{
            title: 'Nothing here yet',
            description: 'Follow creators to see their posts here.',
          }}
        />
      </Box>
    </ScreenFrame>
  );
}
