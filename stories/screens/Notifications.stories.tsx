import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RESUBSCRIBE_FAILED, UNSUBSCRIBE_FAILED } from '../../common/notifications';
import { EmailSettingsView } from '../../app/features/notifications/EmailSettingsView';
import { NotificationsView, type NotificationListItem } from '../../app/features/notifications/NotificationsView';
import { UnsubscribeView } from '../../app/features/notifications/UnsubscribeView';

/** /notifications (the banners are the design system's NotificationBanners stories), /manage/email/notification and /manage/email/unsubscribe (issue 7). */
const meta = { title: 'Screens/Notifications' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const items: NotificationListItem[] = [
  {
    id: 5,
    notify_type: 30,
    content: { title: 'Golden Fan sent you a tip', summary: '25 coins from @golden_fan' },
    link: '/@golden_fan',
    read: false,
    created_at: '2026-11-22T18:05:00Z',
    meta: { tokens: 25 },
  },
  {
    id: 4,
    notify_type: 20,
    content: { title: 'Gold Creator is live', summary: 'Join before the best seats go.' },
    link: '/live/join_live',
    read: false,
    created_at: '2026-11-22T17:40:00Z',
  },
  {
    id: 3,
    notify_type: 28,
    content: { title: 'A live starts in 3 minutes', summary: 'Gold Creator' },
    link: null,
    read: true,
    created_at: '2026-11-21T09:00:00Z',
  },
  {
    id: 2,
    notify_type: 27,
    content: { title: 'Payment failed', summary: 'Your membership renewal could not be charged. You have 7 days to fix it.' },
    link: null,
    read: true,
    created_at: '2026-11-20T12:00:00Z',
  },
];

const listArgs = {
  items,
  hasMore: true,
  unread: 2,
  push: 'default' as const,
  onLoadMore: fn(),
  onMarkAllRead: fn(),
  onOpen: fn(),
  onEnablePush: fn(),
};

export const List: Story = {
  render: () => <NotificationsView {...listArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('notification-item')).toHaveLength(4);
    await expect(canvas.getByText('2 unread')).toBeInTheDocument();
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    // A notice without a portrait wears the product's mark, not its title's initials ("PF").
    const payment = canvas.getAllByTestId('notification-item')[3]!;
    await expect(within(payment).getByText('F', { exact: true })).toBeInTheDocument();
    await expect(within(payment).queryByText('PF')).toBeNull();
  },
};
export const ListActions: Story = {
  render: () => <NotificationsView {...listArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = listArgs;
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(a.onMarkAllRead).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enable push notifications' }));
    await expect(a.onEnablePush).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show older' }));
    await expect(a.onLoadMore).toHaveBeenCalled();
  },
};
export const AllRead: Story = { render: () => <NotificationsView {...listArgs} hasMore={false} unread={0} items={items.map((i) => ({ ...i, read: true }))} /> };
export const Empty: Story = {
  render: () => <NotificationsView {...listArgs} items={[]} hasMore={false} unread={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notifications yet')).toBeInTheDocument();
  },
};
/** The chat notices (5: unlocked, 8: paid to message) and a new member (31), as the list shows them. */
export const ChatAndMemberNotices: Story = {
  render: () => (
    <NotificationsView
      {...listArgs}
      hasMore={false}
      unread={3}
      items={[
        {
          id: 9,
          notify_type: 5,
          content: { title: 'Golden Fan unlocked your message', summary: '12 coins from @golden_fan' },
          link: '/chatRoom?activeContactId=7',
          read: false,
          created_at: '2026-11-22T19:05:00Z',
          meta: { tokens: 12, conversation_id: 3 },
        },
        {
          id: 8,
          notify_type: 8,
          content: { title: 'Silver Fan paid to message you', summary: '4 coins from @silver_fan' },
          link: '/chatRoom?activeContactId=8',
          read: false,
          created_at: '2026-11-22T18:55:00Z',
          meta: { tokens: 4, conversation_id: 4 },
        },
        {
          id: 7,
          notify_type: 31,
          content: { title: 'Golden Fan joined your membership', summary: 'A new subscriber: @golden_fan' },
          link: '/@golden_fan',
          read: false,
          created_at: '2026-11-22T18:45:00Z',
          meta: { tokens: 50 },
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Unlock/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Member/)).toBeInTheDocument();
    await expect(canvas.getByText('Silver Fan paid to message you')).toBeInTheDocument();
  },
};
export const LoadingOlder: Story = { render: () => <NotificationsView {...listArgs} loadingMore /> };
export const MarkingRead: Story = { render: () => <NotificationsView {...listArgs} markingRead /> };
export const LoadFailed: Story = { render: () => <NotificationsView {...listArgs} error="No network, please try later." /> };
export const PushEnabling: Story = { render: () => <NotificationsView {...listArgs} pushBusy /> };
export const PushOn: Story = { render: () => <NotificationsView {...listArgs} push="granted" /> };
export const PushBlocked: Story = { render: () => <NotificationsView {...listArgs} push="denied" pushMessage="Push notifications were not allowed." /> };
export const PushFailed: Story = {
  render: () => <NotificationsView {...listArgs} pushMessage="Push notifications could not be turned on. Please try later." />,
};
export const PushUnsupported: Story = { render: () => <NotificationsView {...listArgs} push="unsupported" /> };

const categories = [
  { category: 'messages' as const, subscribed: true },
  { category: 'activity' as const, subscribed: true },
  { category: 'payments' as const, subscribed: true },
  { category: 'news' as const, subscribed: false },
];
const onEmailChange = fn();
export const EmailSettings: Story = {
  render: () => <EmailSettingsView email="golden.fan@example.com" categories={categories} onChange={onEmailChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Payments' }));
    await expect(onEmailChange).toHaveBeenCalledWith('payments', false);
  },
};
export const EmailSettingsSaving: Story = {
  render: () => <EmailSettingsView email="golden.fan@example.com" categories={categories} saving="news" onChange={fn()} />,
};
export const EmailUnsubscribeFailed: Story = {
  render: () => <EmailSettingsView email="golden.fan@example.com" categories={categories} error={UNSUBSCRIBE_FAILED} onChange={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unsubscribe failed');
  },
};
export const EmailResubscribeFailed: Story = {
  render: () => <EmailSettingsView email="golden.fan@example.com" categories={categories} error={RESUBSCRIBE_FAILED} onChange={fn()} />,
};
export const EmailNoAddress: Story = { render: () => <EmailSettingsView email={null} categories={categories} onChange={fn()} /> };

const unsubscribeArgs = { category: 'payments' as const, email: 'g***@example.com', onResubscribe: fn(), onUnsubscribe: fn() };
export const Unsubscribing: Story = { render: () => <UnsubscribeView state="working" {...unsubscribeArgs} /> };
export const Unsubscribed: Story = {
  render: () => <UnsubscribeView state="unsubscribed" {...unsubscribeArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are unsubscribed from "Payments" emails.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Resubscribe' })).toBeInTheDocument();
  },
};
export const UnsubscribeFailed: Story = { render: () => <UnsubscribeView state="working" error={UNSUBSCRIBE_FAILED} {...unsubscribeArgs} /> };
export const Resubscribed: Story = { render: () => <UnsubscribeView state="resubscribed" {...unsubscribeArgs} /> };
export const ResubscribeFailed: Story = { render: () => <UnsubscribeView state="unsubscribed" error={RESUBSCRIBE_FAILED} {...unsubscribeArgs} /> };
export const UnsubscribeLinkInvalid: Story = {
  render: () => (
    <UnsubscribeView
      state="invalid"
      error="This email link is not valid. Please use the link of your latest email, or manage your emails after logging in."
      {...unsubscribeArgs}
    />
  ),
};
