/** "/@{user_name}": a profile. Other single-segment paths are not pages. */
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Box, TextLink } from '#ds';
import type { PostView } from '../../server/domain/content/views';
import { ProfileView } from '../features/profile/ProfileView';
import { api } from '../lib/api';
import { ERRORS } from '../../common/errors';
import type { RouteErrorData } from '../features/errors/route-error';
import { AdultPopup } from '../features/age-gate/AdultPopup';
import { shouldCheckAdultPopup } from '../features/age-gate/adult-popup';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import type { RootLoaderData } from '../root';
import { profileUserName } from '../lib/navigation';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const userName = profileUserName(params.handle);
  if (!userName) throw data({ notFound: true } satisfies RouteErrorData, { status: 404 });
  const viewerId = context.session?.user.user_id ?? null;
  try {
    const profile = await context.services.feed.profile(viewerId, userName);
    const posts = await context.services.feed.userPosts(viewerId, profile.user_id, { limit: 60 });
    return { profile, posts: posts.list };
  } catch {
    const { code, message } = ERRORS.PROFILE_NOT_FOUND;
    throw data({ code, message } satisfies RouteErrorData, { status: 404 });
  }
}

export default function Profile() {
  const { profile, posts } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [following, setFollowing] = useState(profile.followed);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFollowing(profile.followed), [profile.followed]);
  const toggleFollow = async () => {
    if (!root?.user || root.user.is_anonymous) {
      navigate(`/login?redirect=${encodeURIComponent(`/@${profile.user_name}`)}`);
      return;
    }
    setBusy(true);
    try {
      const answer = await api().post<{ followed: boolean }>(following ? 'fapi/core/user/unfollow/' : 'fapi/core/user/follow/', { user_id: profile.user_id });
      setFollowing(answer.followed);
    } catch {
      // The client has shown the error.
    } finally {
      setBusy(false);
    }
  };
  const root = useRouteLoaderData<RootLoaderData>('root');
  const check = shouldCheckAdultPopup({
    skip: root?.settings.AP ?? true,
    hasSession: Boolean(root?.user),
    targetIsCreator: profile.user_role === 1,
    own: root?.user?.user_id === profile.user_id,
  });
  return (
    <ScreenFrame title={`@${profile.user_name}`}>
      <AdultPopup targetUserId={profile.user_id} check={check} />
      <Box paddingY="large">
        <ProfileView
          profile={profile}
          posts={posts as PostView[]}
          following={following}
          followBusy={busy}
          onFollow={() => void toggleFollow()}
          subscribe={profile.user_role === 1 ? <TextLink href={`/subs/subs_detail?creator=${profile.user_name}`}>Subscribe</TextLink> : undefined}
          onOpenPost={(post) => navigate(`/user/post_view?user_id=${profile.user_id}&post_id=${post.post_id}`)}
        />
      </Box>
    </ScreenFrame>
  );
}
