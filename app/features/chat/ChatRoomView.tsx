/**
 * /chatRoom as a view: the history (with "load earlier"), messages waiting to be sent, paid
 * messages locked until unlocked, images through the variant URL and videos streamed, and the
 * send box: anyone may attach photos or videos they upload (with each upload's progress); a
 * creator may also put a price and vault media on a message.
 */
import { Fragment, type ReactNode } from 'react';
import { ExplicitMedia } from '../age-gate/ExplicitMedia';
import { ReportButton } from '../moderation/ReportDialog';
import { Avatar, Box, Button, DateTime, EmptyState, FileButton, ItemList, MediaTile, NumberField, PostMedia, Stack, Text, TextArea, TokenAmount } from '#ds';
import {
  CHAT_MEDIA_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PRICE_MAX,
  type ChatAllowance,
  type ChatMediaView,
  type ChatMessageView,
  type ChatPeer,
} from '../../../common/chat';
import { uploadsPending, type ComposerItem } from '../publish/items';
import { LOCKED_PLACEHOLDER, mediaUrl, timetokenDate, videoUrl } from './format';
import { UploadProgressList } from '../upload/UploadProgressList';

export interface PendingView {
  client_id: string;
  body: string;
  timetoken: number;
  price?: number;
  media_ids?: number[];
  /** The server refused it after it waited in the outbox: its message; the user deletes or retries it. */
  failed?: string;
}

export interface VaultItem {
  media_id: number;
  kind: number;
}

export interface ChatRoomViewProps {
  me: number;
  peer: ChatPeer;
  messages: ChatMessageView[];
  /** Typed here but not yet stored by the server (offline: they go out when the connection is back). */
  pending: PendingView[];
  hasEarlier: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier: () => void;
  allowance: ChatAllowance;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  sending?: boolean;
  /** The message being unlocked. */
  unlocking?: number | null;
  onUnlock: (message: ChatMessageView) => void;
  /** A creator composing: price and vault media. */
  creator?: { price: number; onPriceChange: (price: number) => void; vault: VaultItem[]; selected: number[]; onToggleMedia: (mediaId: number) => void };
  /** Photos and videos the user uploads for the next message (anyone signed up), each with its progress. */
  attachments?: { items: ComposerItem[]; onAdd: (files: File[]) => void; onRetry: (key: string) => void; onRemove: (key: string) => void };
  onUnblock?: () => void;
  /** A refused waiting message: send it again, or drop it. */
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
  /** The refused message being retried. */
  retrying?: string | null;
  error?: string;
  /** Where an unlocked image comes from (a variant of the URL the server sent; stories pass their own). */
  mediaSrc?: (media: ChatMediaView) => string;
  /** Where an unlocked video streams from (the URL the server sent). */
  videoSrc?: (media: ChatMediaView) => string;
}

function Bubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <Box
      as="li"
      display="flex"
      flexDirection="column"
      gap="xxsmall"
      padding="small"
      borderRadius="large"
      background={mine ? 'accentSubtle' : 'surfaceRaised'}
      marginLeft={mine ? 'auto' : 'none'}
      marginRight={mine ? 'none' : 'auto'}
    >
      {children}
    </Box>
  );
}

function MessageItem({
  message,
  me,
  unlocking,
  onUnlock,
  mediaSrc,
  videoSrc,
}: {
  message: ChatMessageView;
  me: number;
  unlocking: boolean;
  onUnlock: () => void;
  mediaSrc: (media: ChatMediaView) => string;
  videoSrc: (media: ChatMediaView) => string;
}) {
  const mine = message.sender.id === me;
  return (
    <Bubble mine={mine}>
      {message.locked ? (
        <Stack gap="xsmall">
          <Text weight="medium">
            Paid message · <TokenAmount amount={message.price} size="sm" unit="coins" />
          </Text>
          {message.media.map((m) => (
            <MediaTile
              key={m.media_id}
              kind={m.kind === 2 ? 'video' : 'image'}
              src={LOCKED_PLACEHOLDER}
              alt="paid photo"
              locked
              price={message.price}
              onPress={onUnlock}
            />
          ))}
          <Button size="sm" icon="lock" loading={unlocking} onPress={onUnlock}>
            {`Unlock for ${message.price} coins`}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xsmall">
          {message.media.map((m) => {
            const from = message.sender.nickname || message.sender.user_name;
            const item =
              m.kind === 2 ? (
                <PostMedia kind="video" src={videoSrc(m)} width={m.width} height={m.height} alt={`video from ${from}`} />
              ) : (
                <MediaTile kind="image" src={mediaSrc(m)} alt={`photo from ${from}`} />
              );
            // One's own media are never hidden from oneself.
            return mine ? (
              <Fragment key={m.media_id}>{item}</Fragment>
            ) : (
              <ExplicitMedia key={m.media_id} label={`${m.kind === 2 ? 'video' : 'photo'} from ${from}`}>
                {item}
              </ExplicitMedia>
            );
          })}
          {message.body && <Text>{message.body}</Text>}
          {message.price > 0 && (
            <Text size="xs" tone="accent">
              {mine ? `Paid message · ${message.price} coins` : `Unlocked · ${message.price} coins`}
            </Text>
          )}
        </Stack>
      )}
      <Text size="xs" tone="muted">
        <DateTime value={timetokenDate(message.timetoken)} format="time" />
      </Text>
      {!mine && <ReportButton target="message" targetId={message.id} ownerId={message.sender.id} label="Report message" />}
    </Bubble>
  );
}

export function ChatRoomView(props: ChatRoomViewProps) {
  const {
    me,
    peer,
    messages,
    pending,
    hasEarlier,
    loadingEarlier = false,
    onLoadEarlier,
    allowance,
    draft,
    onDraftChange,
    onSend,
    sending = false,
    unlocking = null,
    onUnlock,
    creator,
    attachments,
    onUnblock,
    onRetry,
    onDiscard,
    retrying = null,
    error,
    mediaSrc = mediaUrl,
    videoSrc = videoUrl,
  } = props;
  const name = peer.nickname || peer.user_name;
  const blocked = allowance.blocked !== 'none';
  const attached = attachments?.items ?? [];
  const mediaCount = (creator?.selected.length ?? 0) + attached.length;
  // A message waits for its uploads: it is sent with the media ids they end with.
  const uploading = uploadsPending(attached);
  const canSend = !blocked && !uploading && (draft.trim().length > 0 || mediaCount > 0);

  return (
    <Stack gap="medium">
      <Box display="flex" alignItems="center" gap="small">
        <Avatar src={peer.portrait || undefined} name={name} decorative />
        <Stack gap="none">
          <Text weight="semibold">{name}</Text>
          <Text size="sm" tone="muted">
            @{peer.user_name}
          </Text>
        </Stack>
      </Box>

      {hasEarlier && (
        <Button variant="ghost" size="sm" loading={loadingEarlier} onPress={onLoadEarlier}>
          Load earlier messages
        </Button>
      )}

      {messages.length === 0 && pending.length === 0 ? (
        <EmptyState icon="chat" title="No messages yet" description={`Say hello to ${name}.`} />
      ) : (
        <ItemList ordered label={`Conversation with ${name}`}>
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} me={me} unlocking={unlocking === m.id} onUnlock={() => onUnlock(m)} mediaSrc={mediaSrc} videoSrc={videoSrc} />
          ))}
          {pending.map((p) => (
            <Bubble key={p.client_id} mine>
              <Text>{p.body || 'Photo'}</Text>
              {p.failed === undefined ? (
                <Text size="xs" tone="muted">
                  Waiting to send…
                </Text>
              ) : (
                <Stack gap="xsmall">
                  <Text size="xs" tone="danger">
                    {`Not sent: ${p.failed}`}
                  </Text>
                  <Box display="flex" gap="xsmall">
                    {onDiscard && (
                      <Button size="sm" variant="secondary" onPress={() => onDiscard(p.client_id)} aria-label={`Delete the message "${p.body || 'Photo'}"`}>
                        Delete
                      </Button>
                    )}
                    {onRetry && (
                      <Button
                        size="sm"
                        loading={retrying === p.client_id}
                        onPress={() => onRetry(p.client_id)}
                        aria-label={`Retry the message "${p.body || 'Photo'}"`}
                      >
                        Retry
                      </Button>
                    )}
                  </Box>
                </Stack>
              )}
            </Bubble>
          ))}
        </ItemList>
      )}

      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}

      {blocked ? (
        <Stack gap="small">
          <Text tone="muted">
            {allowance.blocked === 'by_me' ? `You blocked ${name}. Users you blocked cannot be messaged.` : `${name} is not accepting your messages.`}
          </Text>
          {allowance.blocked === 'by_me' && onUnblock && (
            <Button variant="secondary" onPress={onUnblock}>
              Unblock
            </Button>
          )}
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (canSend && !sending) onSend();
          }}
        >
          <Stack gap="small">
            {allowance.free_left !== null && (
              <Text size="sm" tone="muted">
                {allowance.free_left > 0
                  ? `${allowance.free_left} free ${allowance.free_left === 1 ? 'message' : 'messages'} left, then ${allowance.price} coins per message. Members chat without limits.`
                  : `Each message costs ${allowance.price} coins. Join or unlock to chat without limits.`}
              </Text>
            )}
            <TextArea label="Message" value={draft} onChange={onDraftChange} rows={2} maxLength={CHAT_MESSAGE_MAX_LENGTH} placeholder={`Message ${name}`} />
            {attachments && (
              <Stack gap="small">
                {attached.length > 0 && (
                  <UploadProgressList label="Attachments" imageLabel="Photo" items={attached} onRetry={attachments.onRetry} onRemove={attachments.onRemove} />
                )}
                <Box display="flex" alignItems="center" gap="small" flexWrap="wrap">
                  <FileButton
                    accept="image/*,video/*"
                    multiple
                    size="sm"
                    variant="secondary"
                    icon="camera"
                    disabled={mediaCount >= CHAT_MEDIA_MAX}
                    onSelect={(files) => attachments.onAdd(files.slice(0, CHAT_MEDIA_MAX - mediaCount))}
                  >
                    Attach a photo or video
                  </FileButton>
                  {uploading && (
                    <Text size="sm" tone="muted">
                      Sending waits until the uploads finish.
                    </Text>
                  )}
                </Box>
              </Stack>
            )}
            {creator && (
              <Stack gap="small">
                <NumberField
                  label="Price (coins, 0 = free)"
                  value={creator.price}
                  onChange={(v) => creator.onPriceChange(Number.isFinite(v) ? v : 0)}
                  minValue={0}
                  maxValue={CHAT_PRICE_MAX}
                  step={1}
                />
                {creator.vault.length > 0 && (
                  <Box as="fieldset" display="flex" flexWrap="wrap" gap="xsmall" padding="none">
                    <Text as="legend" size="sm">
                      Attach from your vault
                    </Text>
                    {creator.vault.map((item) => {
                      const on = creator.selected.includes(item.media_id);
                      return (
                        <Button
                          key={item.media_id}
                          size="sm"
                          variant={on ? 'primary' : 'secondary'}
                          aria-pressed={on}
                          onPress={() => creator.onToggleMedia(item.media_id)}
                        >
                          {`${item.kind === 2 ? 'Video' : 'Photo'} ${item.media_id}`}
                        </Button>
                      );
                    })}
                  </Box>
                )}
              </Stack>
            )}
            <Button type="submit" icon="chat" loading={sending} disabled={!canSend}>
              Send
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
