/** /manage/email/notification: which notification emails the user gets (unsubscribe and resubscribe per category). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { requireSignedUp } from '../features/session/access.server';
import { RESUBSCRIBE_FAILED, UNSUBSCRIBE_FAILED, type EmailCategory } from '../../common/notifications';
import { EmailSettingsView } from '../features/notifications/EmailSettingsView';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  return services.email.settings(user.user_id);
}

type Settings = Awaited<ReturnType<typeof loader>>;

export default function EmailNotifications() {
  const loaded = useLoaderData<typeof loader>();
  const [settings, setSettings] = useState<Settings>(loaded);
  const [saving, setSaving] = useState<EmailCategory | null>(null);
  const [error, setError] = useState<string>();

  const change = async (category: EmailCategory, subscribed: boolean) => {
    setSaving(category);
    setError(undefined);
    try {
      setSettings(await api().call('notify.email.settings.post', { category, subscribed }, { silent: true }));
    } catch {
      setError(subscribed ? RESUBSCRIBE_FAILED : UNSUBSCRIBE_FAILED);
    } finally {
      setSaving(null);
    }
  };

  return (
    <ScreenFrame title="Email Notifications">
      <Box paddingX="large" paddingY="large">
        <EmailSettingsView email={settings.email} categories={settings.categories} saving={saving} error={error} onChange={(c, on) => void change(c, on)} />
      </Box>
    </ScreenFrame>
  );
}
