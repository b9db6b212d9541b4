/**
 * "Add from vault": the creator's stored media as a grid of square toggle tiles (issue 20). Pressing one
 * picks it (a check with its number in the order); pressing a picked one puts it back when the caller
 * gives `onUnpick`. Without `onUnpick` (the old contract) picked items are left out of the grid.
 */
import { Button, Dialog, DialogClose, EmptyState, MediaGrid, PickTile, Spinner, Stack, Text } from '#ds';
import { variantPath } from '../../../common/media';

export interface VaultItem {
  media_id: number;
  kind: 1 | 2;
  file_name: string;
  poster_media_id: number | null;
  duration_ms: number | null;
}

/** The vault tile's picture: the image, a video's poster, else its blurred preview. */
export const vaultThumb = (m: VaultItem) =>
  m.kind === 1 ? variantPath(m.media_id, 320, 0) : m.poster_media_id ? variantPath(m.poster_media_id, 320, 0) : `/media/${m.media_id}/preview`;

export const formatDuration = (ms: number | null) =>
  ms === null ? undefined : `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

export interface VaultDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null while loading. */
  list: VaultItem[] | null;
  error?: string;
  /** Media already in the post (not offered again). */
  chosen: number[];
  onPick: (item: VaultItem) => void;
  disabled?: boolean;
  /** The tile's picture (stories give their own). */
  thumbOf?: (item: VaultItem) => string;
  /** More pages of the vault (keyset): a "Load more" button when set and true. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Puts a picked item back; when given, picked items stay in the grid, shown picked with their order. */
  onUnpick?: (item: VaultItem) => void;
  /** The trigger's label ("Add from vault"). */
  triggerLabel?: string;
}

export function VaultDialog({
  open,
  onOpenChange,
  list,
  error,
  chosen,
  onPick,
  disabled,
  thumbOf = vaultThumb,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onUnpick,
  triggerLabel = 'Add from vault',
}: VaultDialogProps) {
  const more = hasMore && onLoadMore;
  const offered = (onUnpick ? list : list?.filter((m) => !chosen.includes(m.media_id))) ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" disabled={disabled}>
          {triggerLabel}
        </Button>
      }
      title="Your vault"
      description="Images and videos you uploaded before."
      showClose
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Done</Button>
        </DialogClose>
      }
    >
      {error ? (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      ) : offered === null ? (
        <Stack align="center">
          <Spinner label="Loading your vault" />
        </Stack>
      ) : offered.length === 0 && !more ? (
        <EmptyState title="Nothing to add" description="Upload images or videos and they will be kept here." />
      ) : (
        <Stack gap="medium">
          {offered.length > 0 && (
            <MediaGrid label="Vault items">
              {offered.map((m) => {
                const at = chosen.indexOf(m.media_id);
                return (
                  <li key={m.media_id}>
                    <PickTile
                      kind={m.kind === 2 ? 'video' : 'image'}
                      src={thumbOf(m)}
                      alt={m.file_name}
                      duration={formatDuration(m.duration_ms)}
                      order={at >= 0 ? at + 1 : null}
                      disabled={disabled}
                      onPress={() => (at >= 0 ? onUnpick?.(m) : onPick(m))}
                    />
                  </li>
                );
              })}
            </MediaGrid>
          )}
          {more && (
            <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
