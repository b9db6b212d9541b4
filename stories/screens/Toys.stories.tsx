import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ERRORS } from '../../common/errors';
import type { ToySetting } from '../../common/live';
import { LOVENSE_DEFAULT_ADDRESS } from '../../app/features/live/toys/lovense';
import { ToyConnectionView, type ToyTestState } from '../../app/features/live/toys/ToyConnection';
import { ToySettingView, type ToySettingViewProps } from '../../app/features/live/toys/ToySettingView';

const levels: ToySetting['levels'] = [
  { coins: 10, strength: 5, seconds: 5 },
  { coins: 50, strength: 12, seconds: 10 },
  { coins: 100, strength: 20, seconds: 30 },
];

function Connection({ test = { kind: 'idle' }, address = LOVENSE_DEFAULT_ADDRESS }: { test?: ToyTestState; address?: string }) {
  const [value, setValue] = useState(address);
  return <ToyConnectionView address={value} onAddressChange={setValue} onTest={fn()} test={test} />;
}

function Setting({
  form: first = { enabled: true, levels },
  test,
  address,
  ...props
}: Partial<ToySettingViewProps> & { test?: ToyTestState; address?: string }) {
  const [form, setForm] = useState<ToySetting>(first);
  return <ToySettingView onSave={fn()} {...props} form={form} onChange={setForm} connection={<Connection test={test} address={address} />} />;
}

/** /setting/toy_setting (issue 22 point 5, ADR 103): tip levels (coins -> strength and seconds) and the Lovense toy on this device. */
const meta = { title: 'Screens/Toys' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three levels; adding a fourth starts from the third's values, removing one renumbers the rest. */
export const Levels: Story = {
  render: () => <Setting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Tips vibrate my toy in my Lives' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add level' }));
    await expect(canvas.getByRole('group', { name: 'Level 4' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove level 1' }));
    await expect(canvas.queryByRole('group', { name: 'Level 4' })).not.toBeInTheDocument();
  },
};
/** Toys off, no level yet: a first visit. */
export const Empty: Story = { render: () => <Setting form={{ enabled: false, levels: [] }} /> };
/** Five levels: no more can be added. */
export const Full: Story = {
  render: () => <Setting form={{ enabled: true, levels: [...levels, { coins: 200, strength: 20, seconds: 45 }, { coins: 500, strength: 20, seconds: 60 }] }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add level' })).not.toBeInTheDocument();
  },
};
/** The server's order rule, under the level it names. */
export const OrderError: Story = {
  render: () => (
    <Setting form={{ enabled: true, levels: [levels[0]!, { ...levels[1]!, coins: 10 }] }} errors={{ 'levels.1.coins': ERRORS.LIVE_TOY_LEVELS_ORDER.message }} />
  ),
};
export const Saved: Story = { render: () => <Setting form={{ enabled: true, levels: levels.slice(0, 1) }} saved /> };
/** "Test toy" reached the toy. */
export const TestFound: Story = { render: () => <Connection test={{ kind: 'ok' }} address="http://127.0.0.1:30010" /> };
/** The toy part alone (the screenshots show it): the default address, before a test. */
export const Toy: Story = { render: () => <Connection /> };
export const Testing: Story = { render: () => <Connection test={{ kind: 'testing' }} /> };
/** Nothing answered at the address: the page says so (the levels still save). */
export const TestNoToy: Story = {
  render: () => <Connection test={{ kind: 'error', message: 'No toy found at that address. Open Lovense Connect on this device and check the address.' }} />,
};
/** Lovense Connect answered but has no toy; and an address that is not one. */
export const TestNotConnected: Story = {
  render: () => <Connection test={{ kind: 'error', message: 'Lovense Connect answered, but no toy is connected to it.' }} />,
};
export const TestBadAddress: Story = {
  render: () => (
    <Connection
      address="127-0-0-1.lovense.club"
      test={{ kind: 'error', message: 'Enter the address Lovense Connect shows, such as https://127-0-0-1.lovense.club:30010.' }}
    />
  ),
};
