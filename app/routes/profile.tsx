/** "/@{user_name}": a profile. Other single-segment paths are not pages. */
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigate, useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { useState } from 'react';
import type { PostView } from '../../common/content';
import { MorePosts } from '../features/profile/MorePosts';
import { ProfileView } from '../features/profile/ProfileView';
import { SubscribeAction } from '../features/profile/SubscribeAction';
import { useFollow } from '../features/profile/use-follow';
import { VideoCallAction } from '../features/calls/VideoCallAction';
import { CreatorPayActions } from '../features/pay/CreatorPayActions';
import { JoinMembership } from '../features/subs/JoinMembership';
import { api } from '../lib/api';
import { PROFILE_NOT_FOUND } from '../../common/errors-core';
import type { RouteErrorData } from '../features/errors/route-error';
import { AdultPopup } from '../features/age-gate/AdultPopup';
import { shouldCheckAdultPopup } from '../features/age-gate/adult-popup';
import { ProfileLiveEntry } from '../features/live/LiveEntries';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import type { RootLoaderData } from '../root.server';
import { profileUserName } from '../lib/navigation';
import { actorOf, notFound } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const userName = profileUserName(params.handle);
  if (!userName) notFound();
  const visitor = actorOf(context);
  try {
    const profile = await context.services.feed.profile(visitor, { userName });
    const [posts, offer] = await Promise.all([
      context.services.feed.userPosts(visitor, { userId: profile.user_id, limit: PROFILE_PAGE_SIZE }),
      // A creator's membership: its price and the viewer's membership (the Subscribe button or "Member").
      profile.user_role === 1 && !profile.own ? context.services.memberships.offer(visitor.userId, profile.user_id) : null,
    ]);
    return { profile, posts: posts.list, next: posts.next, offer };
  } catch {
    const { code, message } = PROFILE_NOT_FOUND;
    throw data({ code, message } satisfies RouteErrorData, { status: 404 });
  }
}

/** The grid's first page; "Load more posts" asks GET /core/user/posts/ for the next (keyset by published_at, id). */
const PROFILE_PAGE_SIZE = 60;

function usePostPages(firstList: PostView[], firstNext: string | null, userId: number) {
  const [page, setPage] = useState({ list: firstList, next: firstNext, from: firstList });
  const [loading, setLoading] = useState(false);
  // Another profile (or a revalidation) starts again from its first page: adjusted while rendering, not in an
  // effect, which re-rendered the whole profile once more after hydration (ADR 115).
  if (page.from !== firstList) setPage({ list: firstList, next: firstNext, from: firstList });
  const more = async () => {
    if (!page.next || loading) return;
    setLoading(true);
    try {
      const answer = await api().call('user.posts', { user_id: userId, cursor: page.next, limit: PROFILE_PAGE_SIZE });
      setPage((p) => ({ ...p, list: [...p.list, ...answer.list.filter((n) => !p.list.some((o) => o.post_id === n.post_id))], next: answer.next }));
    } catch {
      // The client has shown the error; the button stays for another try.
    } finally {
      setLoading(false);
    }
  };
  return { list: page.list, next: page.next, loading, more };
}

export default function Profile() {
  const { profile, posts, next, offer } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const grid = usePostPages(posts as PostView[], next, profile.user_id);
  const signedUp = Boolean(root?.user && !root.user.is_anonymous);
  const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  const follow = useFollow(profile, signedUp ? null : toLogin);
  const [joinOpen, setJoinOpen] = useState(false);
  const name = profile.nickname || profile.user_name;
  const check = shouldCheckAdultPopup({
    skip: root?.settings.AP ?? true,
    hasSession: Boolean(root?.user),
    targetIsCreator: profile.user_role === 1,
    own: root?.user?.user_id === profile.user_id,
  });
  const join = offer ? (
    <JoinMembership
      creatorId={profile.user_id}
      creatorName={name}
      priceDollars={offer.price_dollars}
      coins={offer.coins}
      rejoin={offer.membership?.state === 'expired'}
      onJoined={() => {
        setJoinOpen(false);
        revalidator.revalidate();
      }}
    />
  ) : null;
  return (
    <ScreenFrame title={`@${profile.user_name}`}>
      <AdultPopup targetUserId={profile.user_id} check={check} />
      <ProfileView
        profile={profile}
        posts={grid.list}
        following={follow.following}
        followers={follow.followers}
        followBusy={follow.busy}
        onFollow={() => void follow.toggle()}
        subscribe={
          offer && (offer.price_dollars !== null || offer.membership?.has_access) ? (
            <SubscribeAction
              creatorName={name}
              offer={offer}
              join={join}
              open={joinOpen}
              onOpenChange={setJoinOpen}
              onLogin={signedUp ? undefined : toLogin}
              size="sm"
            />
          ) : undefined
        }
        call={
          // The offer is asked for signed-up viewers only (the endpoint's access); a creator's own profile has none.
          signedUp && profile.user_role === 1 && !profile.own ? <VideoCallAction calleeId={profile.user_id} calleeName={name} callee="creator" /> : undefined
        }
        live={profile.user_role === 1 && !profile.own ? <ProfileLiveEntry userId={profile.user_id} /> : undefined}
        pay={
          profile.user_role === 1 && !profile.own
            ? (extra) => <CreatorPayActions compact extra={extra} creatorId={profile.user_id} creatorName={name} />
            : undefined
        }
        onOpenPost={(post) => navigate(`/user/post_view?user_id=${profile.user_id}&post_id=${post.post_id}`)}
        more={<MorePosts hasMore={grid.next !== null} loading={grid.loading} onLoadMore={() => void grid.more()} />}
      />
    </ScreenFrame>
  );
}
