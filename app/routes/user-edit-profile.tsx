import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { Box } from '#ds';
import { type EditProfileFields, EditProfileView } from '../features/profile/EditProfileView';
import { CoverPicker } from '../features/profile/CoverPicker';
import { PortraitPicker } from '../features/profile/PortraitPicker';
import { requireSignedUp } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { useSave } from '../lib/use-save';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /user/edit_profile: the signed-in user's cover image, portrait, display name, user name and bio. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  const { cover } = await context.services.covers.current(user.user_id);
  return { user: { nickname: user.nickname, user_name: user.user_name, bio: user.bio, portrait: user.portrait, cover } };
}

export default function EditProfile() {
  const { user } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const saving = useSave(['nickname', 'user_name', 'bio']);

  const save = (fields: EditProfileFields) =>
    saving.submit(async () => {
      await api().call('user.edit_profile', { ...fields }, { silent: true });
      revalidator.revalidate();
    });

  return (
    <ScreenFrame title="Edit Profile">
      <Box paddingX="large" paddingY="large">
        <EditProfileView
          initial={{ nickname: user.nickname, user_name: user.user_name, bio: user.bio }}
          cover={<CoverPicker cover={user.cover} onChanged={() => revalidator.revalidate()} />}
          portrait={<PortraitPicker name={user.nickname || user.user_name} portrait={user.portrait} onChanged={() => revalidator.revalidate()} />}
          saving={saving.saving}
          saved={saving.saved}
          errors={saving.errors}
          onSave={(fields) => void save(fields)}
        />
      </Box>
    </ScreenFrame>
  );
}
