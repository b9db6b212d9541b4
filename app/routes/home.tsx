import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback } from 'react';
import { Box, IconLink } from '#ds';
import { type PostPage, PostList } from '../features/feed/PostList';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { visitorOf } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /home: the feed, followed creators first, then discovery (anonymous visitors: discovery). */
export async function loader({ context }: LoaderFunctionArgs) {
  return context.services.feed.feed(visitorOf(context));
}

export default function Home() {
  const first = useLoaderData<typeof loader>() as PostPage;
  const loadMore = useCallback((cursor: string) => api().call('feed', { cursor }), []);
  return (
    <ScreenFrame title="Home" actions={<IconLink icon="search" label="Search creators" href="/user/list" />}>
      <Box paddingY="medium">
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
