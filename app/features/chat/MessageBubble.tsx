/**
 * One message of the room in its bubble: a paid message locked as a media card with its price
 * and one Unlock button, unlocked media (images through the variant URL, videos streamed, theirs
 * behind the explicit-media gate), the text, a waiting or refused message with Retry, and a
 * video call's record (msg_type 12).
 */
import { Fragment, type ReactNode } from 'react';
import { Avatar, Button, CallRecord, ChatBubble, ChatBubbleText, DateTime, MediaTile, PostMedia, Stack, Text } from '#ds';
import { MSG_TYPE, type ChatMediaView, type ChatMessageView } from '../../../common/chat';
import { callRecordText, isUnansweredRecord } from '../calls/format';
import { ExplicitMedia } from '../age-gate/ExplicitMedia';
import { ReportButton } from '../moderation/ReportDialog';
import { LOCKED_PLACEHOLDER, timetokenDate } from './format';

export interface PendingView {
  client_id: string;
  body: string;
  timetoken: number;
  price?: number;
  media_ids?: number[];
  /** The server refused it after it waited in the outbox: its message; the user deletes or retries it. */
  failed?: string;
}

export interface Grouping {
  groupStart: boolean;
  groupEnd: boolean;
}

/** Under media the text is inset like a text bubble's; alone it needs nothing. */
const TextBlock = ({ inset, children }: { inset: boolean; children: ReactNode }) => (inset ? <ChatBubbleText>{children}</ChatBubbleText> : <>{children}</>);

const nameOf = (who: { nickname: string; user_name: string }) => who.nickname || who.user_name;

export function MessageBubble({
  message,
  me,
  unlocking,
  onUnlock,
  mediaSrc,
  videoSrc,
  groupStart,
  groupEnd,
}: Grouping & {
  message: ChatMessageView;
  me: number;
  unlocking: boolean;
  onUnlock: () => void;
  mediaSrc: (media: ChatMediaView) => string;
  videoSrc: (media: ChatMediaView) => string;
}) {
  const mine = message.sender.id === me;
  const from = nameOf(message.sender);
  // A video call of this conversation (msg_type 12): a compact record, not a bubble.
  if (message.msg_type === MSG_TYPE.call && message.call)
    return (
      <CallRecord tone={isUnansweredRecord(message.call) ? 'attention' : 'default'} time={<DateTime value={timetokenDate(message.timetoken)} format="time" />}>
        {callRecordText(message.call)}
      </CallRecord>
    );
  return (
    <ChatBubble
      mine={mine}
      groupStart={groupStart}
      groupEnd={groupEnd}
      author={from}
      avatar={<Avatar size="small" src={message.sender.portrait || undefined} name={from} decorative />}
      media={message.media.length > 0}
      time={<DateTime value={timetokenDate(message.timetoken)} format="time" />}
      footer={!mine ? <ReportButton target="message" targetId={message.id} ownerId={message.sender.id} label="Report message" /> : undefined}
    >
      {message.locked ? (
        <Stack gap="xsmall">
          {message.media.map((m) => (
            <MediaTile
              key={m.media_id}
              kind={m.kind === 2 ? 'video' : 'image'}
              src={LOCKED_PLACEHOLDER}
              alt={`paid ${m.kind === 2 ? 'video' : 'photo'} from ${from}`}
              locked
              price={message.price}
              onPress={unlocking ? undefined : onUnlock}
            />
          ))}
          <ChatBubbleText>
            <Text weight="medium">{message.media.length ? `Paid message · ${message.price} coins` : `Paid text message · ${message.price} coins`}</Text>
            <Button size="sm" icon="lock" loading={unlocking} onPress={onUnlock}>
              {`Unlock for ${message.price} coins`}
            </Button>
          </ChatBubbleText>
        </Stack>
      ) : (
        <Stack gap="xsmall">
          {message.media.map((m) => {
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
          {(message.body || message.price > 0) && (
            <TextBlock inset={message.media.length > 0}>
              {message.body && <Text>{message.body}</Text>}
              {message.price > 0 && (
                <Text size="xs" tone="accent">
                  {mine ? `Paid message · ${message.price} coins` : `Unlocked · ${message.price} coins`}
                </Text>
              )}
            </TextBlock>
          )}
        </Stack>
      )}
    </ChatBubble>
  );
}

/** A message of mine the server does not have yet: sending, or refused with Retry and Delete. */
export function PendingBubble({
  pending,
  groupStart,
  groupEnd,
  retrying,
  onRetry,
  onDiscard,
}: Grouping & { pending: PendingView; retrying: boolean; onRetry?: () => void; onDiscard?: () => void }) {
  const failed = pending.failed !== undefined;
  const what = pending.body || (pending.media_ids?.length ? 'Photo' : '');
  return (
    <ChatBubble
      mine
      groupStart={groupStart}
      groupEnd={groupEnd}
      status={failed ? 'failed' : 'sending'}
      statusText={failed ? 'Not sent' : 'Waiting to send…'}
      footer={
        failed ? (
          <>
            <Text size="xs" tone="danger">
              {pending.failed}
            </Text>
            {onDiscard && (
              <Button size="sm" variant="ghost" onPress={onDiscard} aria-label={`Delete the message "${what}"`}>
                Delete
              </Button>
            )}
            {onRetry && (
              <Button size="sm" variant="secondary" loading={retrying} onPress={onRetry} aria-label={`Retry the message "${what}"`}>
                Retry
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      <Text>{what}</Text>
    </ChatBubble>
  );
}
