import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Box, Button } from '#ds';
import { ERRORS } from '../../common/errors';
import type { UserListItem } from '../../common/feed';
import type { RouteErrorData } from '../features/errors/route-error';
import { CreatorSearchView } from '../features/profile/CreatorSearchView';
import { PeopleList } from '../features/profile/PeopleList';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { actorOf, orRouteError, requirePageAccess, sessionUserId } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

type Which = 'followers' | 'following' | 'list';
const whichOf = (pathname: string): Which => (pathname.endsWith('/followers') ? 'followers' : pathname.endsWith('/following') ? 'following' : 'list');
const TITLES: Record<Which, string> = { followers: 'Followers', following: 'Following', list: 'Search creators' };
const EMPTY: Record<Exclude<Which, 'list'>, string> = { followers: 'No followers yet', following: 'Not following anyone yet' };

/** /user/followers and /user/following (?user_id, default: yourself) and /user/list (creators, ?query). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const which = whichOf(url.pathname);
  requirePageAccess(context, request);
  const viewerId = sessionUserId(context);
  if (which === 'list') {
    const query = url.searchParams.get('query') ?? '';
    return { which, userId: null, own: false, query, page: await context.services.feed.creators(actorOf(context), { query }) };
  }
  const userId = Number(url.searchParams.get('user_id') ?? viewerId);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    const { code, message } = ERRORS.PROFILE_NOT_FOUND;
    throw data({ code, message } satisfies RouteErrorData, { status: 404 });
  }
  return { which, userId, own: userId === viewerId, query: '', page: await orRouteError(context.services.feed.people(actorOf(context), { userId, which })) };
}

export default function People() {
  const { which, userId, own, query, page } = useLoaderData<typeof loader>();
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [list, setList] = useState<{ list: UserListItem[]; next: string | null }>(page);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState(query);
  useEffect(() => setList(page), [page]);
  const title = TITLES[which];

  const more = async () => {
    if (!list.next) return;
    setLoading(true);
    try {
      const next =
        which === 'list'
          ? await api().call('user.list', { query, cursor: list.next })
          : await api().call(which === 'followers' ? 'user.followers' : 'user.following', { user_id: userId, cursor: list.next });
      setList((l) => ({ list: [...l.list, ...next.list], next: next.next }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <ScreenFrame title={title}>
      <Box paddingX="large" paddingY="large">
        {which === 'list' ? (
          <CreatorSearchView
            search={search}
            onSearchChange={setSearch}
            onSearch={(q) => setParams(q ? { query: q } : {})}
            query={query}
            people={list.list}
            hasMore={list.next !== null}
            loadingMore={loading}
            onLoadMore={() => void more()}
          />
        ) : (
          <PeopleList
            label={title}
            people={list.list}
            hasMore={list.next !== null}
            loadingMore={loading}
            onLoadMore={() => void more()}
            empty={EMPTY[which]}
            emptyAction={
              which === 'following' && own ? (
                <Button variant="secondary" icon="search" onPress={() => navigate('/user/list')}>
                  Find creators
                </Button>
              ) : undefined
            }
          />
        )}
      </Box>
    </ScreenFrame>
  );
}
