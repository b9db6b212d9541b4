import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeldPayoutsView } from '../../app/features/admin/HeldPayoutsView';
import { UsersView, UserView, type UserFactsView } from '../../app/features/admin/StandingViews';
import { withRemixRouter } from '../remix-router';

/** Issue 19 (ADR 094): the staff console's users, one user's standing and actions, and payouts held for review. */
const meta = { title: 'Screens/Staff standing', decorators: [withRemixRouter(undefined, '/admin/users')] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const user: UserFactsView = {
  userId: 42,
  userName: 'ava_gold',
  email: 'ava@example.com',
  userRole: 1,
  staffRole: null,
  status: 'active',
  reason: '',
  until: null,
  createdAt: '2026-03-02T18:00:00Z',
  walletCoins: 120,
  earningsCoins: 630,
};
const entries = [
  { id: 9, staff: 'staff_admin', action: 'user.restore', subject: 'user 42', reason: 'Appeal accepted', at: '2026-11-20T10:00:00Z' },
  { id: 8, staff: 'mod_mia', action: 'user.suspend', subject: 'user 42', reason: 'Spam in chats', at: '2026-11-18T09:30:00Z' },
];

export const UsersList: Story = {
  render: () => (
    <UsersView
      query="ava"
      users={[
        { userId: 42, userName: 'ava_gold', email: 'ava@example.com', status: 'active', until: null },
        { userId: 43, userName: 'ava_blue', email: 'blue@example.com', status: 'suspended', until: '2026-12-01T12:00:00Z' },
        { userId: 44, userName: 'ava_red', email: null, status: 'banned', until: null },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'User name or email' })).toHaveValue('ava');
    await expect(canvas.getByRole('link', { name: '@ava_blue' })).toHaveAttribute('href', '/admin/users/43');
  },
};

export const UsersNoneFound: Story = { render: () => <UsersView query="nobody" users={[]} /> };

export const UserActiveAsModerator: Story = {
  render: () => <UserView user={user} viewerRole="moderator" entries={entries} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Suspend' })).toBeInTheDocument();
    // Banning is for admins.
    await expect(canvas.queryByRole('form', { name: 'Ban' })).toBeNull();
  },
};

export const UserSuspendedAsAdmin: Story = {
  render: () => (
    <UserView
      user={{ ...user, status: 'suspended', reason: 'Spam in chats', until: '2026-12-01T12:00:00Z' }}
      viewerRole="admin"
      entries={entries}
      result={{ ok: true, message: 'The account is suspended and signed out everywhere.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('signed out everywhere');
    await expect(canvas.getByRole('form', { name: 'Restore' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Ban' })).toBeInTheDocument();
  },
};

export const UserBannedAsModerator: Story = {
  render: () => (
    <UserView
      user={{ ...user, status: 'banned', reason: 'Fraud' }}
      viewerRole="moderator"
      entries={[]}
      result={{ ok: false, message: 'Only an admin can do this.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Only an admin can change/)).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only an admin can do this.');
  },
};

export const HeldPayouts: Story = {
  render: () => (
    <HeldPayoutsView
      payouts={[
        {
          id: 7,
          userId: 42,
          userName: 'ava_gold',
          amountCents: 60000,
          feeCents: 300,
          method: 'paypal',
          heldReason: 'amount',
          requestedAt: '2026-11-24T08:00:00Z',
        },
        {
          id: 8,
          userId: 43,
          userName: 'ava_blue',
          amountCents: 2500,
          feeCents: 0,
          method: 'ach',
          heldReason: 'suspended',
          requestedAt: '2026-11-25T08:00:00Z',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Decide payout 7' });
    await expect(within(form).getByRole('button', { name: 'Release' })).toBeInTheDocument();
    await expect(canvas.getByText('Held: Above the review amount')).toBeInTheDocument();
  },
};

export const HeldPayoutsEmpty: Story = { render: () => <HeldPayoutsView payouts={[]} /> };
