/** Files being uploaded (the composer, the vault): each with its progress, Retry when it failed, Remove, and the server's refusal. */
import { Box, Button, ItemList, ProgressBar, Stack, Text } from '#ds';
import { ITEM_STATE, type ComposerItem, stateLabel } from '../publish/items';

export interface UploadProgressListProps {
  /** Names the list ("Media of this post"). */
  label: string;
  items: ComposerItem[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  /** Remove is off while the page submits. */
  busy?: boolean;
  /** What an image is called in this place ("Image" in the composer, "Photo" in chat). */
  imageLabel?: string;
}

export function UploadProgressList({ label, items, onRetry, onRemove, busy = false, imageLabel = 'Image' }: UploadProgressListProps) {
  return (
    <ItemList label={label} gap="small">
      {items.map((item) => (
        <li key={item.key}>
          <Stack gap="xsmall">
            <Box display="flex" alignItems="center" justifyContent="space-between" gap="small">
              <Text size="sm">{`${item.kind === 'video' ? 'Video' : imageLabel}: ${item.name}`}</Text>
              <Box display="flex" gap="xsmall">
                {item.state === ITEM_STATE.Failed && (
                  <Button size="sm" variant="secondary" onPress={() => onRetry(item.key)} aria-label={`Retry ${item.name}`}>
                    Retry
                  </Button>
                )}
                <Button size="sm" variant="ghost" onPress={() => onRemove(item.key)} aria-label={`Remove ${item.name}`} disabled={busy}>
                  Remove
                </Button>
              </Box>
            </Box>
            <ProgressBar
              label={`Upload of ${item.name}`}
              value={Math.round((item.state === ITEM_STATE.Done ? 1 : item.progress) * 100)}
              valueLabel={stateLabel(item)}
              tone={item.state === ITEM_STATE.Failed ? 'danger' : 'accent'}
            />
            {item.error && (
              <Text size="sm" tone="danger" as="p">
                {item.error}
              </Text>
            )}
          </Stack>
        </li>
      ))}
    </ItemList>
  );
}
