/** "/@{user_name}": a profile. Other single-segment paths are not pages. */
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Avatar, EmptyState, Heading, Stack, Text } from '#ds';
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
  const profile = await context.services.profiles.byUserName(userName);
  if (!profile) {
    const { code, message } = ERRORS.PROFILE_NOT_FOUND;
    throw data({ code, message } satisfies RouteErrorData, { status: 404 });
  }
  return { profile };
}

export default function Profile() {
  const { profile } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoaderData>('root');
  const name = profile.nickname || profile.user_name;
  const check = shouldCheckAdultPopup({
    skip: root?.settings.AP ?? true,
    hasSession: Boolean(root?.user),
    targetIsCreator: profile.user_role === 1,
    own: root?.user?.user_id === profile.user_id,
  });
  return (
    <ScreenFrame title={`@${profile.user_name}`}>
      <AdultPopup targetUserId={profile.user_id} check={check} />
      <Stack gap="large">
        <Stack gap="small">
          <Avatar src={profile.portrait || undefined} name={name} size="large" />
          <Heading level={2}>{name}</Heading>
          {profile.bio && <Text tone="muted">{profile.bio}</Text>}
        </Stack>
        <EmptyState title="No posts yet" description={`Posts by ${name} will show here.`} />
      </Stack>
    </ScreenFrame>
  );
}
