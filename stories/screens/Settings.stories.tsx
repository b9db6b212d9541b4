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

/** /setting: the settings that work; a creator also gets paid messages and blocked locations. */
const meta = {
  title: 'Screens/Settings',
  component: SettingsIndexView,
  args: { creator: false },
} satisfies Meta<typeof SettingsIndexView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Adult content/ })).toHaveAttribute('href', '/setting/adult_setting');
    await expect(canvas.queryByRole('link', { name: /Paid messages/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Blocked locations' })).toBeNull();
  },
};
export const Creator: Story = {
  args: { creator: true, blockedLocations: <BlockedLocationsView locations={locations} onAdd={fn()} onRemove={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Paid messages/ })).toHaveAttribute('href', '/setting/paid_message');
    await expect(canvas.getByRole('heading', { name: 'Blocked locations' })).toBeInTheDocument();
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
