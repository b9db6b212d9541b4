import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, LiveNotice, ToastProvider } from '#ds';
import type { LiveView } from '../../common/live';
import { chatLine, creatorParty, fanParty, liveSummary, liveView } from '../../app/features/live/room/fixtures';
import { GiftersView } from '../../app/features/live/room/GiftersView';
import { LiveControls } from '../../app/features/live/room/LiveControls';
import { LiveRoomView } from '../../app/features/live/room/LiveRoomView';
import { initialRoom, roomPhase, roomReducer, type RoomAction } from '../../app/features/live/room/room-state';
import { portraitAva, portraitMilo } from '../fixtures';

/** Issue 22: /live/join_live in every state, for viewers and the creator; /live/gifters. Stories have no camera: the portrait stands in. */
const meta = { title: 'Screens/Live room', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const creator = { ...creatorParty, nick_name: 'Ava Gold', user_name: 'ava_gold', portrait: portraitAva };
const milo = { ...fanParty, portrait: portraitMilo };
const chat: RoomAction = {
  type: 'backlog',
  lines: [
    chatLine(1, 'Hi from Lisbon!', milo),
    chatLine(2, 'Love the new set', { ...milo, id: 6, nick_name: 'Golden Fan' }),
    chatLine(3, 'Thank you all!', creator),
  ],
};

function Room({ live, actions = [chat], toy = false }: { live: Partial<LiveView>; actions?: RoomAction[]; toy?: boolean }) {
  const state = actions.reduce(roomReducer, initialRoom(liveView({ creator, ...live })));
  const [draft, setDraft] = useState('');
  const isCreator = state.live.entry === 'creator';
  return (
    <LiveRoomView
      state={state}
      phase={roomPhase(state)}
      stream={null}
      draft={draft}
      onDraft={setDraft}
      onSendChat={fn()}
      onBuyTicket={fn()}
      onShare={fn()}
      onWatchHere={fn()}
      onClose={fn()}
      gifts={isCreator ? null : <IconButton icon="gift" label="Send a gift" variant="secondary" />}
      controls={isCreator ? <IconButton icon="settings" label="Live controls" variant="secondary" /> : null}
      toyStatus={toy ? <LiveNotice>Vibrating: level 3 for 10 s</LiveNotice> : null}
    />
  );
}

/** A viewer in the room: the top bar (LIVE, viewers, gifters), chat bottom left, actions right, the composer. */
export const Viewer: Story = {
  render: () => <Room live={{ entry: 'ticket', ticket_price: 50 }} toy />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('log', { name: 'Live chat' })).toHaveTextContent('Hi from Lisbon!');
    await expect(canvas.getByRole('button', { name: 'Send a gift' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share this Live' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Say something' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-live-phase="room"]')).not.toBeNull();
  },
};

export const ViewerCreatorReconnecting: Story = {
  render: () => <Room live={{ publishing: false }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The creator is reconnecting...')).toBeVisible();
  },
};

/** A muted chat: no composer for viewers, and the chat says why. */
export const ViewerChatMuted: Story = {
  render: () => <Room live={{ chat_muted: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The creator has muted the chat.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Say something' })).toBeNull();
  },
};

export const NeedsTicket: Story = {
  render: () => <Room live={{ entry: 'needs_ticket', ticket_price: 50 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This Live needs a ticket.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy ticket · 50 coins' })).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

export const Kicked: Story = {
  render: () => <Room live={{}} actions={[{ type: 'kicked', live_id: 9 }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'You were removed from this Live and cannot rejoin it.' })).toBeVisible();
  },
};

export const WatchingElsewhere: Story = {
  render: () => <Room live={{}} actions={[{ type: 'replaced', live_id: 9 }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "You're watching this Live on another device." })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Watch here' })).toBeVisible();
  },
};

export const Refused: Story = {
  render: () => <Room live={{}} actions={[{ type: 'refused', live_id: 9, code: 30023, message: 'This content is not available in your location.' }]} />,
};

export const NotStartedYet: Story = {
  render: () => <Room live={{ state: 'scheduled', publishing: false, starts_at: 2_000 }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This Live has not started yet.' })).toBeVisible();
  },
};

/** A viewer when the live ends: it says so, with the creator's profile. */
export const EndedForViewer: Story = {
  render: () => <Room live={{}} actions={[{ type: 'ended', live_id: 9 }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This Live has ended' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "View Ava Gold's profile" })).toHaveAttribute('href', '/@ava_gold');
  },
};

/** The creator live: own camera (portrait here), the controls button, no gift button, no close. */
export const Creator: Story = {
  render: () => <Room live={{ entry: 'creator', ticket_price: 50 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Live controls' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send a gift' })).toBeNull();
  },
};

export const CreatorSummary: Story = {
  render: () => <Room live={{ entry: 'creator' }} actions={[{ type: 'summary', summary: liveSummary() }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Live has ended' })).toBeVisible();
    await expect(canvas.getByText('1:02:05')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  },
};

export const CreatorSummaryLoading: Story = {
  render: () => <Room live={{ entry: 'creator' }} actions={[{ type: 'ended', live_id: 9 }]} />,
};

/** The creator's controls: price with the changes left, mute, viewers with Kick and Give free access, End live. */
export const Controls: Story = {
  render: () => (
    <ToastProvider>
      <LiveControls
        live={liveView({ creator, entry: 'creator', ticket_price: 50, price_changes_left: 1, viewer_count: 2 })}
        onView={fn()}
        onEnded={fn()}
        loadViewers={async () => [
          { ...milo, entry: 'ticket' },
          { ...milo, id: 6, nick_name: 'Golden Fan', user_name: 'golden', entry: 'member' },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Live controls' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Live controls' });
    await expect(within(dialog).getByText('1 price change left')).toBeInTheDocument();
    // Each button names its viewer.
    await expect(await within(dialog).findAllByRole('button', { name: /^Kick / })).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Kick Golden Fan' })).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('button', { name: /^Give free access to / })).toHaveLength(1);
    await expect(within(dialog).getByRole('switch', { name: 'Mute the chat' })).not.toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'End live' })).toBeInTheDocument();
  },
};

export const Gifters: Story = {
  render: () => (
    <main style={{ padding: '1rem' }}>
      <GiftersView
        liveId={9}
        gifters={[
          { user: milo, coins: 120 },
          { user: { ...milo, id: 6, nick_name: 'Golden Fan', user_name: 'golden' }, coins: 1_500 },
        ]}
      />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('1. Golden Fan');
    await expect(items[1]).toHaveTextContent('2. Milo');
  },
};

export const GiftersEmpty: Story = {
  render: () => <GiftersView liveId={9} gifters={[]} />,
};
