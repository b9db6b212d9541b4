import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { requireCreator } from '../features/session/access.server';
import { type MassListItem, MassListView } from '../features/mass/MassListView';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

const PAGE = 20;

/** /mass/list: the creator's mass messages and their status. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireCreator(context, request);
  return services.mass.list(user.user_id, { limit: PAGE });
}

export default function MassList() {
  const first = useLoaderData<typeof loader>();
  const [pages, setPages] = useState<{ list: MassListItem[]; next: number | null }>(first);
  const [loading, setLoading] = useState(false);

  const loadMore = async () => {
    if (pages.next === null) return;
    setLoading(true);
    try {
      const more = await api().call('mass.list', { before: pages.next, limit: PAGE });
      setPages({ list: [...pages.list, ...more.list], next: more.next });
    } finally {
      setLoading(false);
    }
  };

  return (
    <ScreenFrame title="Mass Messages">
      <Box paddingX="large" paddingY="large">
        <MassListView list={pages.list} hasMore={pages.next !== null} loadingMore={loading} onLoadMore={() => void loadMore()} />
      </Box>
    </ScreenFrame>
  );
}
