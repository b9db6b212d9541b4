import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountView } from '../../app/features/account/AccountView';

const sessions = [
  {
    id: 1,
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    created_at: '2026-11-01T18:00:00Z',
    last_seen_at: '2026-11-22T09:30:00Z',
    current: true,
  },
  {
    id: 2,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
    created_at: '2026-10-12T08:00:00Z',
    last_seen_at: '2026-11-20T21:15:00Z',
    current: false,
  },
];

/** /user/account: who is signed in, the signed-in devices, and logout. */
const meta = {
  title: 'Screens/Account',
  component: AccountView,
  args: { user: { user_name: 'golden_fan', nickname: 'Golden Fan', portrait: '' }, sessions, onRevoke: fn(), onLogout: fn() },
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Devices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Safari on iOS \(this device\)/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Firefox on Linux' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};
export const OnlyThisDevice: Story = { args: { sessions: [sessions[0]] } };
export const Revoking: Story = { args: { revoking: 2 } };
export const RevokeFailed: Story = { args: { error: 'This session does not exist or has already ended.' } };
export const LoggingOut: Story = { args: { loggingOut: true } };
export const DeleteRefused: Story = {
  args: {
    onDelete: fn(),
    deleteError: 'Your account cannot be deleted while it holds coins or earnings, or has a negative balance. Spend or withdraw them first.',
  },
};
export const DeleteConfirm: Story = { args: { onDelete: fn(), confirmingDelete: true } };
export const Deleting: Story = { args: { onDelete: fn(), confirmingDelete: true, deleting: true } };
