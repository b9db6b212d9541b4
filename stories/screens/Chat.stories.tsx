import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallButton } from '#ds';
import type { ChatAllowance, ConversationView, MessageTab } from '../../common/chat';
import { BlockedUsersView } from '../../app/features/chat/BlockedUsersView';
import { ChatRoomView, type ChatRoomViewProps } from '../../app/features/chat/ChatRoomView';
import { MessagesView } from '../../app/features/chat/MessagesView';
import { PaidMessageSettingsView } from '../../app/features/chat/PaidMessageSettingsView';
import { ITEM_STATE, type ComposerItem } from '../../app/features/publish/items';
import { ME, T0, conversations, creator, fan, me, msg } from './chat-fixtures';

/** The chat screens (issue 7): /message, /chatRoom, /setting/paid_message and /user/blocked, each state as the screen shows it. */
const meta = { title: 'Screens/Chat' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Messages({
  initial = conversations,
  tab: initialTab = 'all',
  hasMore = false,
  loadingMore,
  error,
  isCreator = true,
}: {
  initial?: ConversationView[];
  tab?: MessageTab;
  hasMore?: boolean;
  loadingMore?: boolean;
  error?: string;
  isCreator?: boolean;
}) {
  const [tab, setTab] = useState<MessageTab>(initialTab);
  return (
    <MessagesView
      me={ME}
      creator={isCreator}
      conversations={initial}
      tab={tab}
      onTabChange={setTab}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={fn()}
      error={error}
      spenderUnread={initial.length ? 150 : 0}
      now={new Date(Date.UTC(2026, 10, 22, 23))}
    />
  );
}

export const ConversationList: Story = {
  render: () => <Messages hasMore />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Gold Creator, 3 unread' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Golden Fan, 99+ unread' })).toBeInTheDocument();
    // The row's badge and the Spenders tab's (SC), both capped.
    await expect(canvas.getAllByText('99+')).toHaveLength(2);
    await expect(canvas.getByText('Paid message · 20 coins')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Spenders 150 unread' }));
    await expect(canvas.getByRole('list', { name: 'Spenders conversations' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Gold Creator/ })).not.toBeInTheDocument();
  },
};
export const ConversationListUnreadTab: Story = { render: () => <Messages tab="unread" /> };
/** A fan's list: All and Unread (fans are the spenders; only a creator filters by them). */
export const ConversationListFan: Story = {
  render: () => <Messages isCreator={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Unread']);
    await expect(canvas.queryByRole('tab', { name: /Spenders/ })).not.toBeInTheDocument();
  },
};
export const ConversationListEmpty: Story = {
  render: () => <Messages initial={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Find creators' })).toHaveAttribute('href', '/user/list');
  },
};
export const ConversationListLoadingMore: Story = { render: () => <Messages hasMore loadingMore /> };
export const ConversationListError: Story = { render: () => <Messages initial={[]} error="Request timeout" /> };

const free: ChatAllowance = { free_left: null, price: 0, blocked: 'none' };
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="goldenrod"/></svg>');

const roomArgs: ChatRoomViewProps = {
  me: ME,
  peer: creator,
  messages: [
    msg(me, 'Hi! Loved your last post.'),
    msg(creator, 'Thank you so much!'),
    msg(creator, 'A little something for you', { price: 25, locked: true, body: '', media: [{ media_id: 5, kind: 1, width: 64, height: 48, url: null }] }),
  ],
  pending: [],
  hasEarlier: true,
  onLoadEarlier: fn(),
  allowance: free,
  draft: '',
  onDraftChange: fn(),
  onSend: fn(),
  onUnlock: fn(),
  onUnblock: fn(),
  mediaSrc: () => photo,
  // Fixed for the baselines: the sample day is "Yesterday"; Enter sends as on a desktop.
  now: new Date(Date.UTC(2026, 10, 23, 20)),
  enterSends: true,
};

function Room(props: Partial<ChatRoomViewProps>) {
  const [draft, setDraft] = useState(props.draft ?? '');
  return <ChatRoomView {...roomArgs} {...props} draft={draft} onDraftChange={setDraft} />;
}

export const ChatRoom: Story = {
  render: () => <Room />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Unlock for 25 coins' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};
export const ChatRoomEmpty: Story = { render: () => <Room messages={[]} hasEarlier={false} /> };
export const ChatRoomLoadingEarlier: Story = { render: () => <Room loadingEarlier /> };
export const ChatRoomOfflinePending: Story = {
  render: () => (
    <Room
      pending={[
        { client_id: 'p1', body: 'Typed while offline', timetoken: T0 + 9e9 },
        { client_id: 'p2', body: 'And another one', timetoken: T0 + 9.1e9 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Waiting to send…')).toHaveLength(2);
  },
};
const onRetry = fn();
const onDiscard = fn();
/** A waiting message the server refused when it went out: its message, with Delete and Retry. */
export const ChatRoomRefusedPending: Story = {
  render: () => (
    <Room
      pending={[
        { client_id: 'p1', body: 'Typed while offline', timetoken: T0 + 9e9, failed: 'Gold Creator is not accepting your messages.' },
        { client_id: 'p2', body: 'And another one', timetoken: T0 + 9.1e9 },
      ]}
      onRetry={onRetry}
      onDiscard={onDiscard}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent')).toBeInTheDocument();
    await expect(canvas.getByText('Gold Creator is not accepting your messages.')).toBeInTheDocument();
    await expect(canvas.getAllByText('Waiting to send…')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Retry/ }));
    await expect(onRetry).toHaveBeenCalledWith('p1');
    await userEvent.click(canvas.getByRole('button', { name: /^Delete/ }));
    await expect(onDiscard).toHaveBeenCalledWith('p1');
  },
};
export const ChatRoomRetrying: Story = {
  render: () => (
    <Room
      pending={[{ client_id: 'p1', body: 'Typed while offline', timetoken: T0 + 9e9, failed: 'Request timeout' }]}
      onRetry={fn()}
      onDiscard={fn()}
      retrying="p1"
    />
  ),
};
const attachment = (over: Partial<ComposerItem>): ComposerItem => ({
  key: 'a1',
  name: 'beach.jpg',
  kind: 'image',
  state: ITEM_STATE.Done,
  progress: 1,
  media_id: 31,
  thumb: photo,
  ...over,
});
const onRemoveAttachment = fn();
const onRetryAttachment = fn();
/** A fan attaches photos and videos they upload: each with its progress; sending waits for the uploads. */
export const ChatRoomAttaching: Story = {
  render: () => (
    <Room
      peer={creator}
      draft="For you"
      attachments={{
        items: [
          attachment({}),
          attachment({ key: 'a2', name: 'dance.mp4', kind: 'video', state: ITEM_STATE.Uploading, progress: 0.42, media_id: null }),
          attachment({ key: 'a3', name: 'sunset.png', state: ITEM_STATE.Failed, progress: 0.1, media_id: null, error: 'Upload failed.' }),
        ],
        onAdd: fn(),
        onRetry: onRetryAttachment,
        onRemove: onRemoveAttachment,
        onPick: fn(),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload of dance.mp4' })).toBeInTheDocument();
    await expect(canvas.getByText('Sending waits until the uploads finish.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry sunset.png' }));
    await expect(onRetryAttachment).toHaveBeenCalledWith('a3');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove beach.jpg' }));
    await expect(onRemoveAttachment).toHaveBeenCalledWith('a1');
  },
};
/** Uploaded and ready: a photo alone is a message. */
export const ChatRoomAttachmentReady: Story = {
  render: () => <Room peer={creator} attachments={{ items: [attachment({})], onAdd: fn(), onRetry: fn(), onRemove: fn(), onPick: fn() }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};
/** A fan's photo and video in the conversation (videos play in place). */
export const ChatRoomFanMedia: Story = {
  render: () => (
    <Room
      peer={fan}
      messages={[
        msg(fan, '', { media: [{ media_id: 41, kind: 1, width: 64, height: 48, url: '/media/m/3/41' }] }),
        msg(fan, 'Made this for you', { media: [{ media_id: 42, kind: 2, width: 64, height: 48, url: '/media/m/4/42/video' }] }),
      ]}
      videoSrc={() => 'data:video/mp4;base64,'}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video[aria-label="video from Golden Fan"]')).not.toBeNull();
  },
};
export const ChatRoomUnlocking: Story = { render: () => <Room unlocking={roomArgs.messages[2].id} /> };
export const ChatRoomUnlocked: Story = {
  render: () => <Room messages={[...roomArgs.messages.slice(0, 2), { ...roomArgs.messages[2], locked: false, body: 'A little something for you' }]} />,
};
export const ChatRoomNotEnoughCoins: Story = { render: () => <Room error="You don't have enough coins. Please buy coins to continue." /> };
export const ChatRoomAllowance: Story = { render: () => <Room allowance={{ free_left: 2, price: 7, blocked: 'none' }} /> };
export const ChatRoomAllowanceUsed: Story = { render: () => <Room allowance={{ free_left: 0, price: 7, blocked: 'none' }} /> };
export const ChatRoomBlockedByMe: Story = {
  render: () => <Room allowance={{ ...free, blocked: 'by_me' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Users you blocked cannot be messaged/)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  },
};
export const ChatRoomBlockedByPeer: Story = { render: () => <Room allowance={{ ...free, blocked: 'by_peer' }} /> };
export const ChatRoomCreatorComposer: Story = {
  render: () => (
    <Room
      peer={fan}
      messages={[msg(fan, 'Hey!'), msg(me, 'Here is a preview', { price: 25, media: [{ media_id: 5, kind: 1, width: 64, height: 48, url: '/media/m/5/5' }] })]}
      creator={{
        price: 25,
        onPriceChange: fn(),
        vault: [5, 6, 7].map((media_id) => ({ media_id, kind: 1 as const, file_name: `photo-${media_id}.jpg`, poster_media_id: null, duration_ms: null })),
        thumbOf: () => photo,
      }}
      attachments={{ items: [attachment({ name: 'photo-5.jpg', media_id: 5, thumb: photo })], onAdd: fn(), onRetry: fn(), onRemove: fn(), onPick: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The price is a chip; the coin icon opens the price dialog.
    await expect(canvas.getByRole('button', { name: 'Price 25 coins: change the price' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Set a price (now 25 coins)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add from vault' })).toBeInTheDocument();
  },
};
const day = (iso: string) => Date.parse(iso) * 1000;
/** Bubbles grouped by sender (one name and avatar per run) and by day, with separators. */
export const ChatRoomGroupedDays: Story = {
  render: () => (
    <Room
      hasEarlier={false}
      now={new Date('2026-11-26T20:00:00Z')}
      messages={[
        msg(creator, 'Morning! New set coming this week', { timetoken: day('2026-11-24T17:00:00Z') }),
        msg(me, 'Cannot wait', { timetoken: day('2026-11-24T17:05:00Z') }),
        msg(creator, 'Did you see the teaser?', { timetoken: day('2026-11-25T18:00:00Z') }),
        msg(creator, 'It is on my profile', { timetoken: day('2026-11-25T18:01:00Z') }),
        msg(me, 'Yes! Loved it', { timetoken: day('2026-11-26T16:00:00Z') }),
        msg(me, 'The gold dress is stunning and the light in the last one is perfect, honestly my favourite set so far', {
          timetoken: day('2026-11-26T16:01:00Z'),
        }),
        msg(creator, 'Thank you so much!', { timetoken: day('2026-11-26T16:30:00Z') }),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Tue, Nov 24', 'Yesterday', 'Today']) await expect(canvas.getByText(label)).toBeInTheDocument();
    // One name per run of the creator's messages (three runs), and the one in the room's header.
    await expect(canvas.getAllByText('Gold Creator')).toHaveLength(4);
  },
};
/** Video calls in the conversation (msg_type 12) as compact records, and the "Video call" action in the header (issue 21). */
export const ChatRoomCalls: Story = {
  render: () => (
    <Room
      hasEarlier={false}
      callAction={<CallButton compact price="20 coins/min" onPress={fn()} />}
      messages={[
        msg(me, 'Free for a call tonight?'),
        msg(me, 'Video call · 3:12 · 80 coins', { msg_type: 12, call: { call_id: 1, end_reason: 'hung_up', duration_seconds: 192, coins: 80 } }),
        msg(creator, 'That was fun!'),
        msg(me, 'Missed video call', { msg_type: 12, call: { call_id: 2, end_reason: 'missed', duration_seconds: 0, coins: 0 } }),
        msg(creator, 'No answer: busy', { msg_type: 12, call: { call_id: 3, end_reason: 'busy', duration_seconds: 0, coins: 0 } }),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Video call 20 coins/min' })).toBeInTheDocument();
    for (const text of ['Video call · 3:12 · 80 coins', 'Missed video call', 'No answer: busy']) await expect(canvas.getByText(text)).toBeInTheDocument();
  },
};
const onSendStory = fn();
/** Enter sends on a desktop; Shift+Enter makes a new line. */
export const ChatRoomEnterSends: Story = {
  render: () => <Room onSend={onSendStory} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Line one{Shift>}{Enter}{/Shift}line two');
    await expect(field).toHaveValue('Line one\nline two');
    await expect(onSendStory).not.toHaveBeenCalled();
    await userEvent.type(field, '{Enter}');
    await expect(onSendStory).toHaveBeenCalledTimes(1);
  },
};
/** A fan past the creator's free messages: the price is on the send button before the tap. */
export const ChatRoomPaidSend: Story = {
  render: () => <Room draft="Hi again" allowance={{ free_left: 0, price: 7, blocked: 'none' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send for 7 coins' })).toBeEnabled();
  },
};

function Settings() {
  const [price, setPrice] = useState(0);
  const [count, setCount] = useState(3);
  return <PaidMessageSettingsView price={price} freeMessages={count} onPriceChange={setPrice} onFreeMessagesChange={setCount} onSave={fn()} />;
}
export const PaidMessageSettings: Story = { render: () => <Settings /> };
export const PaidMessageSettingsSaving: Story = {
  render: () => <PaidMessageSettingsView price={5} freeMessages={2} onPriceChange={fn()} onFreeMessagesChange={fn()} onSave={fn()} saving />,
};
export const PaidMessageSettingsSaved: Story = {
  render: () => <PaidMessageSettingsView price={5} freeMessages={2} onPriceChange={fn()} onFreeMessagesChange={fn()} onSave={fn()} saved />,
};
export const PaidMessageSettingsError: Story = {
  render: () => (
    <PaidMessageSettingsView
      price={5}
      freeMessages={2}
      onPriceChange={fn()}
      onFreeMessagesChange={fn()}
      onSave={fn()}
      error="price: must be at most 10000 coins"
    />
  ),
};

const blocked = [
  { id: 2, user_name: 'golden_fan', nickname: 'Golden Fan', portrait: '' },
  { id: 4, user_name: 'silver_star', nickname: 'Silver Star', portrait: '' },
];
export const BlockedUsers: Story = {
  render: () => <BlockedUsersView users={blocked} onUnblock={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Unblock Golden Fan' })).toBeInTheDocument();
  },
};
export const BlockedUsersUnblocking: Story = { render: () => <BlockedUsersView users={blocked} unblocking={2} onUnblock={fn()} /> };
export const BlockedUsersEmpty: Story = { render: () => <BlockedUsersView users={[]} onUnblock={fn()} /> };
