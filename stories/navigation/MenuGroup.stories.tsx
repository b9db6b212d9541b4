import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListRow, MenuGroup, MenuIcon, Stack } from '#ds';

/** The menu hub's groups (design brief, "Menus"): icon, label, chevron; destructive rows red and last. */
const meta = {
  title: 'Navigation/MenuGroup',
  component: MenuGroup,
  args: { title: 'Wallet', children: null },
} satisfies Meta<typeof MenuGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const onLogout = fn();

export const Groups: Story = {
  render: () => (
    <Stack gap="xlarge">
      <MenuGroup title="Wallet">
        <ListRow leading={<MenuIcon name="wallet" />} title="Wallet and balance" href="#wallet" />
        <ListRow leading={<MenuIcon name="coin" />} title="Buy coins" href="#coins" />
        <ListRow leading={<MenuIcon name="receipt" />} title="Transactions" description="Every coin in and out" href="#transactions" />
      </MenuGroup>
      <MenuGroup title="Session">
        <ListRow leading={<MenuIcon name="logout" tone="danger" />} title="Log out" tone="danger" onPress={onLogout} />
      </MenuGroup>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = within(canvas.getByRole('list', { name: 'Wallet' }));
    await expect(wallet.getAllByRole('listitem')).toHaveLength(3);
    await expect(wallet.getByRole('link', { name: /Transactions/ })).toHaveAttribute('href', '#transactions');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Session' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledOnce();
  },
};
