import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CALL_PERMISSION_TEXTS, CallPermissionDialog } from '../../app/features/calls/CallPermissionDialog';
import { CallSettingView, type CallSettingViewProps } from '../../app/features/calls/CallSettingView';
import { formOf, type CallSettingForm } from '../../app/features/calls/setting-form';

const base = formOf({ enabled: true, price_per_minute: 20, min_time: 3, hours: null }, 'Europe/Berlin');

function Setting({ form: first = base, ...props }: Partial<CallSettingViewProps>) {
  const [form, setForm] = useState<CallSettingForm>(first);
  return (
    <CallSettingView
      deviceTimeZone="Europe/Berlin"
      onSave={fn()}
      {...props}
      form={form}
      onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
    />
  );
}

/** /video-call/setting: a creator's calls (on or off, price per minute, minimum minutes, hours) with what fans see; and the dialog when the camera or microphone is refused. */
const meta = { title: 'Screens/Calls' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SettingOn: Story = {
  render: () => <Setting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Take video calls' })).toBeChecked();
    await expect(canvas.getByText('20 coins/min · 3 min minimum = 60 coins held when a fan calls')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Minimum minutes' }));
    await expect(canvas.getByText('20 coins/min · 4 min minimum = 80 coins held when a fan calls')).toBeInTheDocument();
  },
};
export const SettingOff: Story = { render: () => <Setting form={{ ...base, enabled: false }} /> };
export const SettingFree: Story = { render: () => <Setting form={{ ...base, price_per_minute: 0 }} /> };
export const SettingHours: Story = {
  render: () => <Setting form={{ ...base, anyTime: false }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await expect(canvas.getByText('Europe/Berlin')).toBeInTheDocument();
  },
};
/** Hours saved in another time zone than this device's: the zone is shown, and this device's offered. */
export const SettingOtherTimeZone: Story = {
  render: () => <Setting form={{ ...base, anyTime: false, time_zone: 'America/New_York' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Use this device's time zone (Europe/Berlin)" }));
    await expect(canvas.queryByRole('button', { name: /Use this device/ })).toBeNull();
  },
};
export const SettingErrors: Story = {
  render: () => (
    <Setting
      form={{ ...base, anyTime: false, days: [], from: '18:00', to: '18:00' }}
      errors={{ 'hours.days': 'Choose at least one day.', 'hours.end_minute': 'The end must differ from the start.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose at least one day.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(expect.stringContaining('The end must differ from the start.'));
  },
};
export const SettingRefused: Story = { render: () => <Setting errors={{ form: 'The service is unavailable, please try later.' }} /> };
export const SettingSaving: Story = { render: () => <Setting saving /> };
export const SettingSaved: Story = { render: () => <Setting saved /> };

/** Accepting a call with the camera or microphone refused (spec section 5): one button, "done". */
export const PermissionDialog: Story = {
  render: () => <CallPermissionDialog open onOpenChange={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: CALL_PERMISSION_TEXTS.title });
    await expect(dialog).toHaveTextContent(CALL_PERMISSION_TEXTS.content);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expect(within(dialog).getByRole('button', { name: 'done' })).toBeInTheDocument();
  },
};
