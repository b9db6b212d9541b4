import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdultSettingView } from '../../app/features/settings/AdultSettingView';
import { BlockedLocationsView } from '../../app/features/settings/BlockedLocationsView';
import { SettingsIndexView } from '../../app/features/settings/SettingsIndexView';

const locations = [
  { id: 1, country: 'FR', region: '' },
  { id: 2, country: 'US', region: 'NY' },
  { id: 3, country: 'CA', region: 'QC' },
];

/** /setting: the menu hub; the balance on top for fans, the earnings for creators; log out last and red. */
const meta = {
  title: 'Screens/Settings',
  component: SettingsIndexView,
  args: { creator: false, coins: 120, earnings: 0, onBuyCoins: fn(), onPayouts: fn(), onLogout: fn() },
} satisfies Meta<typeof SettingsIndexView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      [/Wallet and balance/, '/pay/wallet'],
      [/Transactions/, '/pay/transactions'],
      [/Subscriptions/, '/subs/subscriptions'],
      [/Adult content/, '/setting/adult_setting'],
      [/Become a creator/, '/creator_audit?redirect=%2Fsetting'],
    ] as const)
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(canvas.getByText('120 coins')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Paid messages/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Creator tools/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Blocked locations' })).toBeNull();
    // Each row is its own list item.
    await expect(within(canvas.getByRole('list', { name: 'Wallet' })).getAllByRole('listitem')).toHaveLength(4);
  },
};
/** Log out: the last row, red; pressing it logs out. */
export const FanLogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
/** A fan whose host application is under review sees its state on the row. */
export const FanApplying: Story = {
  args: { application: 'verification' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Become a creator/ })).toHaveTextContent('Your application is being reviewed.');
  },
};
export const Creator: Story = {
  args: { creator: true, coins: 40, earnings: 2450, blockedLocations: <BlockedLocationsView locations={locations} onAdd={fn()} onRemove={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      [/Creator tools/, '/user/creator_tools'],
      [/Earnings and payouts/, '/pay/payout'],
      [/Mass messages/, '/mass/list'],
      [/Paid messages/, '/setting/paid_message'],
    ] as const)
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(canvas.getByText('2,450 coins earned')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Become a creator/ })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Blocked locations' })).toBeInTheDocument();
  },
};
/** A creator who takes video calls: the row says the price. */
export const CreatorVideoCalls: Story = {
  args: { creator: true, coins: 40, earnings: 2450, videoCalls: '20 coins/min' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('link', { name: /Video calls/ });
    await expect(row).toHaveAttribute('href', '/video-call/setting');
    await expect(row).toHaveTextContent('20 coins/min');
  },
};

/** The creator's blocked locations: names from the browser (countries) and our lists (states, provinces). */
export const BlockedLocations: StoryObj<typeof BlockedLocationsView> = {
  render: (args) => <BlockedLocationsView {...args} />,
  args: { locations, onAdd: fn(), onRemove: fn() },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Blocked locations' }));
    for (const name of ['France', 'New York, United States', 'Quebec, Canada']) await expect(list.getByText(name)).toBeInTheDocument();
  },
};
export const BlockedLocationsEmpty: StoryObj<typeof BlockedLocationsView> = {
  render: (args) => <BlockedLocationsView {...args} />,
  args: { locations: [], onAdd: fn(), onRemove: fn() },
};
export const BlockedLocationDuplicate: StoryObj<typeof BlockedLocationsView> = {
  render: (args) => <BlockedLocationsView {...args} />,
  args: { locations, onAdd: fn(), onRemove: fn(), error: 'Location already exists.' },
};
export const BlockedLocationAdding: StoryObj<typeof BlockedLocationsView> = {
  render: (args) => <BlockedLocationsView {...args} />,
  args: { locations, onAdd: fn(), onRemove: fn(), adding: true },
};
/** Removing asks first; confirming removes. */
export const BlockedLocationRemoveConfirm: StoryObj<typeof BlockedLocationsView> = {
  render: (args) => <BlockedLocationsView {...args} />,
  args: { locations, onAdd: fn(), onRemove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove France' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/People in France will be able to see your profile again/)).toBeInTheDocument();
  },
};

/** /setting/adult_setting. */
export const AdultContent: StoryObj<typeof AdultSettingView> = {
  render: (args) => <AdultSettingView {...args} />,
  args: { showPopup: true, blurMedia: false, onShowPopupChange: fn(), onBlurMediaChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Blur explicit media until I tap' }));
    await expect(args.onBlurMediaChange).toHaveBeenCalledWith(true);
  },
};
export const AdultContentBlurOn: StoryObj<typeof AdultSettingView> = {
  render: (args) => <AdultSettingView {...args} />,
  args: { showPopup: false, blurMedia: true, onShowPopupChange: fn(), onBlurMediaChange: fn(), saved: true },
};
export const AdultContentFailed: StoryObj<typeof AdultSettingView> = {
  render: (args) => <AdultSettingView {...args} />,
  args: { showPopup: true, blurMedia: false, onShowPopupChange: fn(), onBlurMediaChange: fn(), error: 'No network, please try later.' },
};
