import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Box } from '#ds';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { ITEM_STATE } from '../features/publish/items';
import { useUploads } from '../features/publish/useUploads';
import type { VaultItem } from '../features/publish/VaultDialog';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { CreatorToolsView } from '../features/vault/CreatorToolsView';
import { VAULT_PAGE_SIZE, useVaultPages } from '../features/vault/useVaultPages';
import { VaultView } from '../features/vault/VaultView';
import { api } from '../lib/api';
import type { ApiError } from '../lib/api/client';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /user/creator_tools: the creator's tools and the vault (creators only: the manifest's guard). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireCreator(context, request);
  const [vault, init] = await Promise.all([
    context.services.media.vault(user.user_id, { limit: VAULT_PAGE_SIZE }),
    orRouteError(context.services.posts.init(user.user_id)),
  ]);
  return { vault, draftNum: init.draft_num };
}

export default function CreatorTools() {
  const { vault: first, draftNum } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const vault = useVaultPages(first);
  const uploads = useUploads([]);
  const [confirmDelete, setConfirmDelete] = useState<VaultItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  // A finished upload joins the grid (the first page again, merged on top) and leaves the progress list.
  const merged = useRef(new Set<string>());
  const { refreshNewest } = vault;
  const { items, remove: removeUpload } = uploads;
  useEffect(() => {
    const done = items.filter((i) => i.state === ITEM_STATE.Done && !merged.current.has(i.key));
    if (done.length === 0) return;
    for (const i of done) merged.current.add(i.key);
    void refreshNewest().then(() => done.forEach((i) => removeUpload(i.key)));
  }, [items, refreshNewest, removeUpload]);

  const remove = async (item: VaultItem) => {
    setDeleting(true);
    setDeleteError(undefined);
    try {
      const { deleted } = await api().call('media.vault.delete', { media_id: item.media_id }, { silent: true });
      vault.remove(deleted);
      setConfirmDelete(null);
    } catch (failure) {
      setDeleteError((failure as ApiError).message);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ScreenFrame title="Creator Tools">
      <Box paddingX="large" paddingY="large">
        <CreatorToolsView
          draftNum={draftNum}
          vault={
            <VaultView
              list={vault.list}
              error={vault.error}
              hasMore={vault.hasMore}
              loadingMore={vault.loadingMore}
              onLoadMore={() => void vault.loadMore()}
              onRetryLoad={() => void vault.reload()}
              uploads={uploads.items}
              onUpload={uploads.add}
              onRetryUpload={uploads.retry}
              onRemoveUpload={uploads.remove}
              onUse={(item) => navigate(`/publish?media_id=${item.media_id}`)}
              confirmDelete={confirmDelete}
              onConfirmDeleteChange={(item) => {
                setConfirmDelete(item);
                setDeleteError(undefined);
              }}
              onDelete={(item) => void remove(item)}
              deleting={deleting}
              deleteError={deleteError}
            />
          }
        />
      </Box>
    </ScreenFrame>
  );
}
