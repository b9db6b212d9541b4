/**
 * The vault as a view (issue 5): the creator's images and videos as tiles, newest first, with
 * "Load more", uploads with their progress, and for each item "Use in a new post" or "Delete"
 * (confirmed first; the server refuses items fans can still reach, and its reason shows here).
 */
import { useState } from 'react';
import { ActionSheet, Button, ConfirmDialog, EmptyState, FileButton, Heading, MediaGrid, MediaTile, Spinner, Stack, Text } from '#ds';
import type { ComposerItem } from '../publish/items';
import { type VaultItem, formatDuration, vaultThumb } from '../publish/VaultDialog';
import { UploadProgressList } from '../upload/UploadProgressList';

export interface VaultViewProps {
  /** null while the first page loads. */
  list: VaultItem[] | null;
  /** The list could not be loaded (or the next page). */
  error?: string;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onRetryLoad?: () => void;
  /** Files being uploaded into the vault. */
  uploads: ComposerItem[];
  onUpload: (files: File[]) => void;
  onRetryUpload: (key: string) => void;
  onRemoveUpload: (key: string) => void;
  /** "Use in a new post": the composer with this item in it. */
  onUse: (item: VaultItem) => void;
  /** The item whose delete is being confirmed (the route owns it, so it can close the dialog when the server answers). */
  confirmDelete: VaultItem | null;
  onConfirmDeleteChange: (item: VaultItem | null) => void;
  onDelete: (item: VaultItem) => void;
  deleting?: boolean;
  /** The server's reason for refusing the delete. */
  deleteError?: string;
  thumbOf?: (item: VaultItem) => string;
}

const kindName = (m: VaultItem) => (m.kind === 2 ? 'video' : 'image');

export function VaultView({
  list,
  error,
  hasMore,
  loadingMore = false,
  onLoadMore,
  onRetryLoad,
  uploads,
  onUpload,
  onRetryUpload,
  onRemoveUpload,
  onUse,
  confirmDelete,
  onConfirmDeleteChange,
  onDelete,
  deleting = false,
  deleteError,
  thumbOf = vaultThumb,
}: VaultViewProps) {
  const [menuFor, setMenuFor] = useState<VaultItem | null>(null);
  return (
    <section aria-labelledby="vault-title">
      <Stack gap="medium">
        <Heading level={2} id="vault-title">
          Vault
        </Heading>
        <Text tone="muted" size="sm">
          Your images and videos, ready to use in posts and messages.
        </Text>
        <div>
          <FileButton accept="image/*,video/*" multiple variant="secondary" icon="camera" onSelect={onUpload}>
            Upload to vault
          </FileButton>
        </div>
        {uploads.length > 0 && <UploadProgressList label="Uploads to your vault" items={uploads} onRetry={onRetryUpload} onRemove={onRemoveUpload} />}
        {error && (
          <Stack gap="small">
            <Text tone="danger">
              <span role="alert">{error}</span>
            </Text>
            {list !== null && list.length === 0 && onRetryLoad && (
              <div>
                <Button variant="secondary" onPress={onRetryLoad}>
                  Try again
                </Button>
              </div>
            )}
          </Stack>
        )}
        {list === null ? (
          <Stack align="center">
            <Spinner label="Loading your vault" />
          </Stack>
        ) : list.length === 0 ? (
          !error && <EmptyState title="Your vault is empty" description="Images and videos you upload are kept here, ready for posts and messages." />
        ) : (
          <MediaGrid label="Your vault">
            {list.map((m) => (
              <li key={m.media_id}>
                <MediaTile kind={kindName(m)} src={thumbOf(m)} alt={m.file_name} duration={formatDuration(m.duration_ms)} onPress={() => setMenuFor(m)} />
              </li>
            ))}
          </MediaGrid>
        )}
        {list !== null && hasMore && (
          <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
            Load more
          </Button>
        )}
      </Stack>
      <ActionSheet
        open={menuFor !== null}
        onOpenChange={(open) => !open && setMenuFor(null)}
        title={menuFor?.file_name ?? ''}
        actions={
          menuFor
            ? [
                { id: 'use', label: 'Use in a new post', icon: 'camera', onPress: () => onUse(menuFor) },
                { id: 'delete', label: 'Delete', onPress: () => onConfirmDeleteChange(menuFor) },
              ]
            : []
        }
      />
      <ConfirmDialog
        open={confirmDelete !== null}
        onOpenChange={(open) => !open && onConfirmDeleteChange(null)}
        title={`Delete this ${confirmDelete ? kindName(confirmDelete) : 'item'}?`}
        description={`${confirmDelete?.file_name ?? ''} will be removed from your vault for good. Drafts that use it lose it.`}
        confirmLabel="Delete"
        tone="danger"
        loading={deleting}
        keepOpenOnConfirm
        onConfirm={() => confirmDelete && onDelete(confirmDelete)}
      >
        {deleteError && (
          <Text tone="danger">
            <span role="alert">{deleteError}</span>
          </Text>
        )}
      </ConfirmDialog>
    </section>
  );
}
