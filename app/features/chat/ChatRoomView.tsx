/**
 * /chatRoom as a view: the peer, the history (with "load earlier") as grouped bubbles, messages
 * waiting to be sent, paid messages locked until unlocked, and the composer pinned to the bottom
 * (or why one cannot write: a block).
 */
import { useState, type ReactNode } from 'react';
import { Avatar, Box, Button, ChatLayout, EmptyState, Stack, Text } from '#ds';
import type { ChatAllowance, ChatMediaView, ChatMessageView, ChatPeer } from '../../../common/chat';
import { mediaUrl, videoUrl } from './format';
import type { PendingView } from './MessageBubble';
import { MessageList, toBottom } from './MessageList';
import { RoomComposer, type RoomComposerProps, type VaultItem } from './RoomComposer';

export type { PendingView, VaultItem };

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
  creator?: RoomComposerProps['creator'];
  /** Photos and videos for the next message (anyone signed up), each with its progress. */
  attachments?: RoomComposerProps['attachments'];
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
  /** The "Video call" action beside the peer's name (VideoCallAction), when there is a call to offer. */
  callAction?: ReactNode;
  /** "Today" is relative to this (stories fix it). */
  now?: Date;
  /** Overrides the pointer check for Enter (stories). */
  enterSends?: boolean;
}

export function ChatRoomView(props: ChatRoomViewProps) {
  const { me, peer, messages, pending, hasEarlier, loadingEarlier = false, onLoadEarlier, allowance, unlocking = null, onUnlock, onUnblock } = props;
  const name = peer.nickname || peer.user_name;
  const blocked = allowance.blocked !== 'none';
  const [unseen, setUnseen] = useState(false);

  return (
    <ChatLayout>
      <Box paddingX="medium" paddingTop="medium" paddingBottom="small">
        <Stack gap="small">
          <Box display="flex" alignItems="center" gap="small">
            <Avatar src={peer.portrait || undefined} name={name} decorative />
            <Stack gap="none">
              <Text weight="semibold">{name}</Text>
              <Text size="sm" tone="muted">
                @{peer.user_name}
              </Text>
            </Stack>
            {props.callAction && !blocked && <Box marginLeft="auto">{props.callAction}</Box>}
          </Box>
          {hasEarlier && (
            <Button variant="ghost" size="sm" loading={loadingEarlier} onPress={onLoadEarlier}>
              Load earlier messages
            </Button>
          )}
          {messages.length === 0 && pending.length === 0 ? (
            <EmptyState icon="chat" title="No messages yet" description={`Say hello to ${name}.`} />
          ) : (
            <MessageList
              me={me}
              label={`Conversation with ${name}`}
              messages={messages}
              pending={pending}
              unlocking={unlocking}
              onUnlock={onUnlock}
              retrying={props.retrying ?? null}
              onRetry={props.onRetry}
              onDiscard={props.onDiscard}
              mediaSrc={props.mediaSrc ?? mediaUrl}
              videoSrc={props.videoSrc ?? videoUrl}
              onUnseenChange={setUnseen}
              now={props.now}
            />
          )}
          {props.error && (
            <Text tone="danger">
              <span role="alert">{props.error}</span>
            </Text>
          )}
        </Stack>
      </Box>

      {blocked ? (
        <Box paddingX="medium" paddingBottom="medium">
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
        </Box>
      ) : (
        <RoomComposer
          name={name}
          allowance={allowance}
          draft={props.draft}
          onDraftChange={props.onDraftChange}
          onSend={props.onSend}
          sending={props.sending}
          creator={props.creator}
          attachments={props.attachments}
          enterSends={props.enterSends}
          floating={
            unseen ? (
              <Button size="sm" icon="chevronDown" onPress={toBottom}>
                New messages
              </Button>
            ) : undefined
          }
        />
      )}
    </ChatLayout>
  );
}
