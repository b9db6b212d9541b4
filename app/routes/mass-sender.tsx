import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { CHAT_MEDIA_MAX } from '../../common/chat';
import { requireCreator } from '../features/session/access.server';
import { type MassDraft, type MassErrors, type MassMedia, MassSenderView } from '../features/mass/MassSenderView';
import { type VaultItem, VaultDialog, vaultThumb } from '../features/publish/VaultDialog';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import type { ApiError } from '../lib/api/client';
import { failureErrors } from '../lib/forms';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /mass/sender: write one message to an audience (creators; the manifest requires role 1). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireCreator(context, request);
  return { sizes: await services.mass.audienceSizes(user.user_id) };
}

export default function MassSender() {
  const { sizes } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<MassErrors>({});
  const [media, setMedia] = useState<MassMedia[]>([]);
  const [vaultOpen, setVaultOpen] = useState(false);
  const [vault, setVault] = useState<{ list: VaultItem[] | null; error?: string }>({ list: null });

  const openVault = async (open: boolean) => {
    setVaultOpen(open);
    if (!open) return;
    setVault({ list: null });
    try {
      const page = await api().call('media.vault.list', { limit: 100 }, { silent: true });
      setVault({ list: page.list });
    } catch (failure) {
      setVault({ list: [], error: (failure as ApiError).message });
    }
  };
  const pick = (item: VaultItem) =>
    setMedia((current) =>
      current.length >= CHAT_MEDIA_MAX || current.some((m) => m.media_id === item.media_id)
        ? current
        : [...current, { media_id: item.media_id, kind: item.kind, file_name: item.file_name, thumb: vaultThumb(item) }],
    );

  const submit = async (draft: MassDraft) => {
    setSubmitting(true);
    setErrors({});
    try {
      const created = await api().call('mass.create', { ...draft }, { silent: true });
      // The success page asks the server about this message (issue 20: it says "done" only after something was done).
      navigate(`/mass/success?id=${created.id}`);
    } catch (failure) {
      setErrors(failureErrors(failure, 'form', ['body', 'media_ids', 'send_at', 'price']));
      setSubmitting(false);
    }
  };

  return (
    <ScreenFrame title="New Mass Message">
      <Box paddingX="large" paddingY="large">
        <MassSenderView
          sizes={sizes}
          submitting={submitting}
          errors={errors}
          onSubmit={(draft) => void submit(draft)}
          media={media}
          onRemoveMedia={(id) => setMedia((current) => current.filter((m) => m.media_id !== id))}
          vault={
            <VaultDialog
              open={vaultOpen}
              onOpenChange={(open) => void openVault(open)}
              list={vault.list}
              error={vault.error}
              chosen={media.map((m) => m.media_id)}
              disabled={submitting}
              onPick={pick}
              onUnpick={(item) => setMedia((current) => current.filter((m) => m.media_id !== item.media_id))}
            />
          }
        />
      </Box>
    </ScreenFrame>
  );
}
