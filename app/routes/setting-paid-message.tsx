/** /setting/paid_message: the creator's chat price per message and the free allowance of non-members. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { PaidMessageSettingsView } from '../features/chat/PaidMessageSettingsView';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { useSave } from '../lib/use-save';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireCreator(context, request);
  return { settings: await orRouteError(context.services.chat.settings(user.user_id)) };
}

export default function PaidMessageSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const [price, setPrice] = useState(settings.price);
  const [freeMessages, setFreeMessages] = useState(settings.free_messages);
  const saving = useSave();

  const save = () =>
    saving.submit(async () => {
      const next = await api().call('chat.settings.save', { price, free_messages: freeMessages }, { silent: true });
      setPrice(next.price);
      setFreeMessages(next.free_messages);
    });

  return (
    <ScreenFrame title="Paid Messages">
      <Box paddingX="large" paddingY="large">
        <PaidMessageSettingsView
          price={price}
          freeMessages={freeMessages}
          onPriceChange={(v) => {
            setPrice(v);
            saving.edited();
          }}
          onFreeMessagesChange={(v) => {
            setFreeMessages(v);
            saving.edited();
          }}
          onSave={() => void save()}
          saving={saving.saving}
          saved={saving.saved}
          error={saving.errors.form}
        />
      </Box>
    </ScreenFrame>
  );
}
