/**
 * The room's composer: pinned to the bottom, attach icon, growing text field, send inline. What
 * the next message carries sits in the tray above it (uploads with their progress, media from
 * the vault); a creator's price is a chip there, set in a small dialog opened from the coin icon.
 * A fan past a creator's free messages sees the price on the send button before the tap.
 */
import { useState, type ReactNode } from 'react';
import {
  AttachmentStrip,
  AttachmentThumb,
  Box,
  Button,
  ChatComposer,
  Dialog,
  DialogClose,
  IconButton,
  NumberField,
  Stack,
  Text,
  type AttachmentThumbProps,
} from '#ds';
import { CHAT_MEDIA_MAX, CHAT_MESSAGE_MAX_LENGTH, CHAT_PRICE_MAX, type ChatAllowance } from '../../../common/chat';
import { VaultDialog, type VaultItem } from '../publish/VaultDialog';
import { ITEM_STATE, stateLabel, uploadsPending, type ComposerItem, type ItemState } from '../publish/items';

const THUMB_STATE: Record<ItemState, AttachmentThumbProps['state']> = {
  [ITEM_STATE.Added]: 'waiting',
  [ITEM_STATE.Uploading]: 'uploading',
  [ITEM_STATE.Done]: 'done',
  [ITEM_STATE.Failed]: 'failed',
};

export type { VaultItem };

export interface RoomComposerProps {
  /** The peer's name, for the placeholder. */
  name: string;
  allowance: ChatAllowance;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  sending?: boolean;
  /** A creator composing: the price of the next message and their vault. */
  creator?: { price: number; onPriceChange: (price: number) => void; vault: VaultItem[]; thumbOf?: (item: VaultItem) => string };
  /** Photos and videos for the next message (uploads and vault picks), each with its progress. */
  attachments?: {
    items: ComposerItem[];
    onAdd: (files: File[]) => void;
    onRetry: (key: string) => void;
    onRemove: (key: string) => void;
    onPick: (item: VaultItem) => void;
  };
  /** The "New messages" pill, floating above. */
  floating?: ReactNode;
  /** Overrides the pointer check (stories). */
  enterSends?: boolean;
}

/** What one message costs this fan now: the creator's price once the free messages are used up (0 otherwise). */
export const sendPrice = (allowance: ChatAllowance) => (allowance.free_left === 0 && allowance.price > 0 ? allowance.price : 0);

export function RoomComposer({
  name,
  allowance,
  draft,
  onDraftChange,
  onSend,
  sending = false,
  creator,
  attachments,
  floating,
  enterSends,
}: RoomComposerProps) {
  const [priceOpen, setPriceOpen] = useState(false);
  const [vaultOpen, setVaultOpen] = useState(false);
  const attached = attachments?.items ?? [];
  const uploading = uploadsPending(attached);
  const canSend = !uploading && (draft.trim().length > 0 || attached.length > 0);
  const cost = sendPrice(allowance);
  const price = creator?.price ?? 0;

  const tray = (
    <>
      {allowance.free_left !== null && (
        <Text size="sm" tone="muted">
          {allowance.free_left > 0
            ? `${allowance.free_left} free ${allowance.free_left === 1 ? 'message' : 'messages'} left, then ${allowance.price} coins per message. Members chat without limits.`
            : `Each message costs ${allowance.price} coins. Join or unlock to chat without limits.`}
        </Text>
      )}
      {attached.length > 0 && attachments && (
        <Stack gap="xsmall">
          <AttachmentStrip label="Attachments">
            {attached.map((item) => (
              <AttachmentThumb
                key={item.key}
                name={item.name}
                kind={item.kind}
                src={item.thumb}
                state={THUMB_STATE[item.state]}
                progress={item.progress * 100}
                progressText={stateLabel(item)}
                onRemove={() => attachments.onRemove(item.key)}
                onRetry={() => attachments.onRetry(item.key)}
              />
            ))}
          </AttachmentStrip>
          {attached
            .filter((item) => item.error)
            .map((item) => (
              <Text key={item.key} size="sm" tone="danger">
                {`${item.name}: ${item.error}`}
              </Text>
            ))}
          {uploading && (
            <Text size="sm" tone="muted">
              Sending waits until the uploads finish.
            </Text>
          )}
        </Stack>
      )}
      {creator && attachments && creator.vault.length > 0 && (
        <VaultDialog
          open={vaultOpen}
          onOpenChange={setVaultOpen}
          list={creator.vault}
          chosen={attached.map((a) => a.media_id ?? 0)}
          onPick={(item) => {
            attachments.onPick(item);
            setVaultOpen(false);
          }}
          disabled={attached.length >= CHAT_MEDIA_MAX}
          thumbOf={creator.thumbOf}
        />
      )}
      {creator && price > 0 && (
        <Box display="flex" alignItems="center" gap="xxsmall">
          <Button size="sm" variant="secondary" icon="coin" onPress={() => setPriceOpen(true)} aria-label={`Price ${price} coins: change the price`}>
            {`${price} coins`}
          </Button>
          <IconButton icon="close" size="small" label="Remove the price" onPress={() => creator.onPriceChange(0)} />
        </Box>
      )}
    </>
  );
  const hasTray = allowance.free_left !== null || attached.length > 0 || (creator && (creator.vault.length > 0 || price > 0));

  return (
    <ChatComposer
      label="Message"
      placeholder={`Message ${name}`}
      value={draft}
      onChange={onDraftChange}
      onSend={onSend}
      canSend={canSend}
      sending={sending}
      maxLength={CHAT_MESSAGE_MAX_LENGTH}
      sendLabel={cost > 0 ? `Send for ${cost} coins` : 'Send'}
      enterSends={enterSends}
      floating={floating}
      tray={hasTray ? tray : undefined}
      attach={
        attachments
          ? {
              accept: 'image/*,video/*',
              disabled: attached.length >= CHAT_MEDIA_MAX,
              onSelect: (files) => attachments.onAdd(files.slice(0, CHAT_MEDIA_MAX - attached.length)),
            }
          : undefined
      }
      trailing={
        creator ? (
          <Dialog
            open={priceOpen}
            onOpenChange={setPriceOpen}
            trigger={<IconButton icon="coin" label={price > 0 ? `Set a price (now ${price} coins)` : 'Set a price'} />}
            title="Set a price"
            description="The fan unlocks this message for the price you set. 0 makes it free."
            actions={
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            }
          >
            <NumberField
              label="Price (coins, 0 = free)"
              value={price}
              onChange={(v) => creator.onPriceChange(Number.isFinite(v) ? v : 0)}
              minValue={0}
              maxValue={CHAT_PRICE_MAX}
              step={1}
            />
          </Dialog>
        ) : undefined
      }
    />
  );
}
