/** /setting/adult_setting: the 18+ popup for this account and "Blur explicit media until I tap" (issue 19 point 6). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Box } from '#ds';
import { requireSignedUp } from '../features/session/access.server';
import { AdultSettingView } from '../features/settings/AdultSettingView';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { useSave } from '../lib/use-save';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  return { settings: await context.services.adult.get(user.user_id) };
}

export default function AdultSetting() {
  const loaded = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [settings, setSettings] = useState(loaded.settings);
  const saving = useSave();
  useEffect(() => setSettings(loaded.settings), [loaded.settings]);

  const save = async (change: { show_popup?: boolean; blur_media?: boolean }) => {
    setSettings((current) => ({ ...current, ...change }));
    const ok = await saving.submit(async () => {
      setSettings(await api().call('user.adult_setting.save', change, { silent: true }));
      // The root carries the blur setting to every page.
      revalidator.revalidate();
    });
    if (!ok) setSettings(loaded.settings);
  };

  return (
    <ScreenFrame title="Adult Content">
      <Box paddingX="large" paddingY="large">
        <AdultSettingView
          showPopup={settings.show_popup}
          blurMedia={settings.blur_media}
          onShowPopupChange={(on) => void save({ show_popup: on })}
          onBlurMediaChange={(on) => void save({ blur_media: on })}
          saving={saving.saving}
          saved={saving.saved}
          error={saving.errors.form}
        />
      </Box>
    </ScreenFrame>
  );
}
