import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MembershipView } from '../../common/memberships';
import { JoinMembershipView } from '../../app/features/subs/JoinMembership';
import {
  DisableAutoRenewView,
  MembershipSettings,
  SubsDetailView,
  SubscribersView,
  SubscriptionsView,
  type SubscriberRow,
} from '../../app/features/subs/SubsViews';

const creator = { user_id: 2, user_name: 'gold_creator', nickname: 'Gold Creator', portrait: '' };
const fan = { user_id: 1, user_name: 'golden_fan', nickname: 'Golden Fan', portrait: '' };
const base: MembershipView = {
  id: 7,
  creator,
  fan,
  state: 'active',
  price_dollars: 5,
  coins: 50,
  paid_until: '2026-12-03T18:00:00Z',
  auto_renew: true,
  grace_until: null,
  has_access: true,
  created_at: '2026-11-03T18:00:00Z',
  expired_at: null,
};
const active = base;
const grace: MembershipView = { ...base, id: 8, paid_until: '2026-11-01T18:00:00Z', grace_until: '2026-11-08T18:00:00Z' };
const cancelled: MembershipView = {
  ...base,
  id: 9,
  state: 'cancelled',
  auto_renew: false,
  creator: { ...creator, user_id: 3, user_name: 'silver_star', nickname: 'Silver Star' },
};
const expired: MembershipView = {
  ...base,
  id: 10,
  state: 'expired',
  auto_renew: false,
  has_access: false,
  expired_at: '2026-10-10T18:00:00Z',
  creator: { ...creator, user_id: 4, user_name: 'bronze_muse', nickname: 'Bronze Muse' },
};
const history = [
  {
    id: 2,
    type: 2,
    period: 2,
    price_dollars: 5,
    coins: 50,
    period_start: '2026-11-03T18:00:00Z',
    period_end: '2026-12-03T18:00:00Z',
    created_at: '2026-11-03T18:01:00Z',
  },
  {
    id: 1,
    type: 1,
    period: 1,
    price_dollars: 5,
    coins: 50,
    period_start: '2026-10-04T18:00:00Z',
    period_end: '2026-11-03T18:00:00Z',
    created_at: '2026-10-04T18:00:00Z',
  },
];

/** /subs/*: memberships as the fan and the creator see them (issue 6). */
const meta = { title: 'Screens/Subs' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubscriptionsAllStates: Story = {
  render: () => <SubscriptionsView list={[active, grace, cancelled, expired]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Renews on/)).toBeInTheDocument();
    await expect(canvas.getByText(/Expires on/)).toBeInTheDocument();
    await expect(canvas.getByText('Expired')).toBeInTheDocument();
    await expect(canvas.getByText(/Payment failed/)).toBeInTheDocument();
    await expect(canvas.getAllByText(/PST/).length).toBeGreaterThan(0);
  },
};
export const SubscriptionsEmpty: Story = { render: () => <SubscriptionsView list={[]} /> };

export const DetailActive: Story = {
  render: () => <SubsDetailView membership={active} history={history} isFan />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Disable auto-renew' })).toHaveAttribute('href', '/subs/disable-auto-renew?id=7');
  },
};
export const DetailInGrace: Story = { render: () => <SubsDetailView membership={grace} history={history} isFan /> };
const onEnableAutoRenew = fn();
/** Cancelled but paid up: the member can turn auto renew back on (issue 20). */
export const DetailCancelled: Story = {
  render: () => <SubsDetailView membership={cancelled} history={history} isFan onEnableAutoRenew={onEnableAutoRenew} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn auto-renew back on' }));
    await expect(onEnableAutoRenew).toHaveBeenCalled();
  },
};
export const DetailAutoRenewBackOn: Story = {
  render: () => (
    <SubsDetailView
      membership={{ ...cancelled, state: 'active', auto_renew: true }}
      history={history}
      isFan
      enableStatus={{ tone: 'success', text: 'Auto renew is on again.' }}
    />
  ),
};
export const DetailExpiredRejoin: Story = {
  render: () => (
    <SubsDetailView
      membership={expired}
      history={history}
      isFan
      rejoin={<JoinMembershipView creatorName="Bronze Muse" priceDollars={5} coins={50} rejoin onJoin={fn()} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Join again for 50 coins' })).toBeInTheDocument();
  },
};

const onJoin = fn();
export const Join: Story = {
  render: () => <JoinMembershipView creatorName="Gold Creator" priceDollars={5} coins={50} onJoin={onJoin} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join for 50 coins' }));
    await expect(onJoin).toHaveBeenCalled();
  },
};
export const JoinPending: Story = { render: () => <JoinMembershipView creatorName="Gold Creator" priceDollars={5} coins={50} pending onJoin={fn()} /> };
export const JoinFailed: Story = {
  render: () => <JoinMembershipView creatorName="Gold Creator" priceDollars={5} coins={50} error="You are already a member of this creator." onJoin={fn()} />,
};
export const JoinNotOffered: Story = { render: () => <JoinMembershipView creatorName="Gold Creator" priceDollars={null} coins={null} onJoin={fn()} /> };

const onConfirm = fn();
export const DisableConfirm: Story = {
  render: () => <DisableAutoRenewView membership={active} onConfirm={onConfirm} onKeep={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn off auto renew' }));
    await expect(onConfirm).toHaveBeenCalled();
  },
};
export const DisablePending: Story = { render: () => <DisableAutoRenewView membership={active} pending onConfirm={fn()} onKeep={fn()} /> };
export const DisableFailed: Story = {
  render: () => <DisableAutoRenewView membership={active} error="This membership does not exist." onConfirm={fn()} onKeep={fn()} />,
};
export const DisableDone: Story = { render: () => <DisableAutoRenewView membership={cancelled} onConfirm={fn()} onKeep={fn()} /> };

const subscribers: SubscriberRow[] = [
  { ...active, fan, spend_level: 'over 1000' },
  { ...cancelled, id: 11, fan: { ...fan, user_id: 5, user_name: 'night_owl', nickname: 'Night Owl' }, spend_level: 'under 100' },
  { ...grace, id: 12, fan: { ...fan, user_id: 6, user_name: 'big_spender', nickname: 'Big Spender' }, spend_level: 'over 10000' },
  { ...expired, id: 13, fan: { ...fan, user_id: 7, user_name: 'old_friend', nickname: 'Old Friend' }, spend_level: 'over 100' },
];
const settings = (props: Partial<Parameters<typeof MembershipSettings>[0]> = {}) => (
  <MembershipSettings price={5} value="5" onChange={fn()} onSave={fn()} {...props} />
);
export const SubscribersWithLevels: Story = {
  render: () => <SubscribersView list={subscribers} settings={settings()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of ['under 100', 'over 100', 'over 1000', 'over 10000']) {
      await expect(canvas.getByText(`Spent ${level} dollars in 30 days`)).toBeInTheDocument();
    }
  },
};
export const SubscribersEmptyNoPrice: Story = { render: () => <SubscribersView list={[]} settings={settings({ price: null, value: '' })} /> };
export const SettingsInvalidPrice: Story = {
  render: () => <SubscribersView list={[]} settings={settings({ value: '1001', error: 'Please enter a number from 1 to 1000' })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please enter a number from 1 to 1000')).toBeInTheDocument();
  },
};
export const SettingsSaving: Story = { render: () => <SubscribersView list={[]} settings={settings({ saving: true })} /> };
export const SettingsSaved: Story = { render: () => <SubscribersView list={[]} settings={settings({ saved: true })} /> };
