import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, Button, ChatBubble, ChatBubbleText, DateSeparator, ItemList, MediaTile, Text } from '#ds';

const meta = { title: 'Data display/ChatBubble', component: ChatBubble, args: { mine: false, children: 'Hello' } } satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

const avatar = <Avatar size="small" name="Luna Rivers" decorative />;
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="goldenrod"/></svg>');

/** Runs of one sender share one name and avatar, sit close together, and the last bubble has the tail corner. */
export const Groups: Story = {
  render: () => (
    <ItemList ordered label="Conversation with Luna Rivers" gap="none">
      <li>
        <DateSeparator>Yesterday</DateSeparator>
      </li>
      <li>
        <ChatBubble mine={false} groupEnd={false} author="Luna Rivers" avatar={avatar} time="9:40 PM">
          Did you see the teaser?
        </ChatBubble>
      </li>
      <li>
        <ChatBubble mine={false} groupStart={false} author="Luna Rivers" avatar={avatar} time="9:41 PM">
          It is on my profile
        </ChatBubble>
      </li>
      <li>
        <DateSeparator>Today</DateSeparator>
      </li>
      <li>
        <ChatBubble mine groupEnd={false} time="8:02 AM">
          Yes! Loved it
        </ChatBubble>
      </li>
      <li>
        <ChatBubble mine groupStart={false} time="8:03 AM">
          The gold dress is stunning, and the light in the last one is perfect: honestly my favourite set so far.
        </ChatBubble>
      </li>
    </ItemList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Luna Rivers')).toHaveLength(1);
    await expect(canvas.getByText('Today')).toBeInTheDocument();
  },
};

/** Sending and failed (with its reason and Retry), next to one that went through. */
export const States: Story = {
  render: () => (
    <ItemList ordered label="States" gap="none">
      <li>
        <ChatBubble mine time="9:41 PM">
          Sent
        </ChatBubble>
      </li>
      <li>
        <ChatBubble mine groupStart={false} status="sending">
          On its way
        </ChatBubble>
      </li>
      <li>
        <ChatBubble
          mine
          groupStart={false}
          status="failed"
          footer={
            <>
              <Text size="xs" tone="danger">
                Request timeout
              </Text>
              <Button size="sm" variant="secondary">
                Retry
              </Button>
            </>
          }
        >
          Did not go through
        </ChatBubble>
      </li>
    </ItemList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not sent')).toBeInTheDocument();
  },
};

/** A paid message: a locked media card with its price and one Unlock button; unlocked, the media in the bubble. */
export const PaidMedia: Story = {
  render: () => (
    <ItemList ordered label="Paid messages" gap="none">
      <li>
        <ChatBubble mine={false} media author="Luna Rivers" avatar={avatar} time="9:41 PM">
          <MediaTile kind="image" src={photo} alt="paid photo from Luna Rivers" locked price={25} />
          <ChatBubbleText>
            <Text weight="medium">Paid message · 25 coins</Text>
            <Button size="sm" icon="lock">
              Unlock for 25 coins
            </Button>
          </ChatBubbleText>
        </ChatBubble>
      </li>
      <li>
        <ChatBubble mine={false} media groupStart={false} author="Luna Rivers" avatar={avatar} time="9:45 PM">
          <MediaTile kind="image" src={photo} alt="photo from Luna Rivers" />
          <ChatBubbleText>
            <Text>A little something for you</Text>
            <Text size="xs" tone="accent">
              Unlocked · 25 coins
            </Text>
          </ChatBubbleText>
        </ChatBubble>
      </li>
    </ItemList>
  ),
};
