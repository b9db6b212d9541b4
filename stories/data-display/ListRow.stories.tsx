import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar, Badge, Icon, ItemList, ListRow, Text } from '#ds';

const meta = { title: 'Data display/ListRow', component: ListRow, args: { title: 'Luna Rivers' } } satisfies Meta<typeof ListRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {
  render: () => (
    <ItemList label="Transactions">
      <li>
        <ListRow
          leading={<Avatar name="Luna Rivers" decorative />}
          title="Luna Rivers"
          description="Unlocked a post from Luna Rivers"
          meta={
            <>
              <Text as="span" weight="semibold">
                −25 coins
              </Text>
              <Text as="span" size="xs" tone="muted">
                Nov 24, 9:41 PM
              </Text>
            </>
          }
        />
      </li>
      <li>
        <ListRow
          leading={<Avatar name="Golden Fan With A Very Long Display Name That Goes On" decorative />}
          title="Golden Fan With A Very Long Display Name That Goes On"
          description="Sent you a tip with a message that is long enough to need a second line and then be clamped at two lines"
          meta={
            <Text as="span" weight="semibold" tone="success">
              +10 coins
            </Text>
          }
        />
      </li>
    </ItemList>
  ),
};

export const Links: Story = {
  render: () => (
    <ItemList label="Settings">
      <li>
        <ListRow leading={<Icon name="chevronDown" />} title="Wallet" description="120 coins" href="#wallet" />
      </li>
      <li>
        <ListRow
          leading={<Avatar name="Silver Star" decorative />}
          title="Silver Star"
          description="See you tonight!"
          meta={<Badge count={3} />}
          href="#chat"
          label="Silver Star, 3 unread"
        />
      </li>
    </ItemList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Silver Star, 3 unread' })).toBeInTheDocument();
  },
};

export const DangerButton: Story = {
  args: { title: 'Log out', tone: 'danger', onPress: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
