import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Box, Button, ButtonLink, IconButton, LiveChatList, LiveNotice, LiveStage, LiveStateCard, LiveSummaryCard, LiveTopBar } from '#ds';
import { portraitAva } from '../fixtures';

/** Issue 22: the live room's parts one by one (Screens/Live room shows them together). */
const meta = { title: 'Feedback/Live parts', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onStage = (children: ReactNode) => (
  <Box background="background" padding="medium" display="flex" flexDirection="column" alignItems="center" gap="medium">
    {children}
  </Box>
);

const topBar = (
  <LiveTopBar
    creatorName="Ava Gold"
    creatorPortrait={portraitAva}
    creatorHref="/@ava_gold"
    title="Sunday studio session"
    live
    viewerCount={1_284}
    giftersHref="/live/gifters?live_id=9"
    close={<IconButton icon="close" label="Leave the Live" variant="secondary" />}
  />
);

export const TopBar: Story = {
  render: () => onStage(<div style={{ width: '100%' }}>{topBar}</div>),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LIVE')).toBeVisible();
    await expect(canvas.getByText('1,284 watching')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Gifters/ })).toHaveAttribute('href', '/live/gifters?live_id=9');
  },
};

const lines = [
  { id: 1, name: 'Milo', text: 'Hi from Lisbon!' },
  { id: 2, name: 'Golden Fan', text: 'Love the new set' },
  { id: 3, name: 'Sam', text: 'What song is this? It has been stuck in my head all week, please tell us' },
];

export const Chat: Story = {
  render: () =>
    onStage(
      <div style={{ width: '70%', height: '12rem', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <LiveChatList items={lines} />
      </div>,
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('log', { name: 'Live chat' })).toHaveTextContent('Hi from Lisbon!');
  },
};

export const ChatMuted: Story = {
  render: () =>
    onStage(
      <div style={{ width: '70%' }}>
        <LiveChatList items={lines.slice(0, 1)} muted />
      </div>,
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The creator has muted the chat.')).toBeVisible();
  },
};

export const Summary: Story = {
  render: () =>
    onStage(
      <LiveSummaryCard
        creatorName="Ava Gold"
        creatorPortrait={portraitAva}
        duration="1:02:05"
        viewers={34}
        gifters={6}
        newFollowers={11}
        newMembers={2}
        coinsEarned={1_480}
        actions={
          <ButtonLink href="/home" variant="primary">
            Back to home
          </ButtonLink>
        }
      />,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Live has ended' })).toBeVisible();
    for (const term of ['Duration', 'Viewers', 'Gifters', 'New followers', 'New members', 'Coins earned']) await expect(canvas.getByText(term)).toBeVisible();
  },
};

export const StateCard: Story = {
  render: () =>
    onStage(
      <LiveStateCard
        creatorName="Ava Gold"
        title="This Live needs a ticket."
        description="Sunday studio session"
        actions={<Button variant="primary">Buy ticket · 50 coins</Button>}
      />,
    ),
};

/** The stage without a stream: the portrait stands in; chat bottom left, actions right, a reserved toy line. */
export const Stage: Story = {
  render: () => (
    <LiveStage
      label="Ava Gold's Live"
      creatorName="Ava Gold"
      creatorPortrait={portraitAva}
      top={topBar}
      notice={<LiveNotice>The creator is reconnecting...</LiveNotice>}
      toyStatus={<LiveNotice>Vibrating: level 3 for 10 s</LiveNotice>}
      chat={<LiveChatList items={lines} />}
      actions={
        <>
          <IconButton icon="gift" label="Send a gift" variant="secondary" />
          <IconButton icon="send" label="Share this Live" variant="secondary" />
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: "Ava Gold's Live" })).toBeVisible();
    await expect(canvas.getByText('The creator is reconnecting...')).toBeVisible();
    await expect(canvas.getByText('Vibrating: level 3 for 10 s')).toBeVisible();
  },
};
