import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MassListView } from '../../app/features/mass/MassListView';
import { type MassMedia, MassSenderView, MassSuccessView } from '../../app/features/mass/MassSenderView';
import { Button } from '#ds';
import { photoSunset, posterLive } from '../fixtures';

const sizes = { followers: 1280, members: 86, spend_over_100: 24, spend_over_1000: 3, spend_over_10000: 0 };

/** /mass/sender: one message to followers, members or top spenders, now or scheduled. */
const meta = {
  title: 'Screens/Mass messages',
  component: MassSenderView,
  args: { sizes, onSubmit: fn(), today: '2026-11-22' },
} satisfies Meta<typeof MassSenderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sender: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await expect(canvas.getByText('Please write a message or add media.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Members (86)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'New set tonight');
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ audience: 'members', body: 'New set tonight', media_ids: [], price: null, send_at: undefined });
  },
};
export const Scheduling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Schedule for later' }));
    await expect(canvas.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  },
};
const tile = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${fill}"/></svg>`);
const picked: MassMedia[] = [
  { media_id: 11, kind: 1, file_name: 'beach.jpg', thumb: tile('goldenrod') },
  { media_id: 12, kind: 2, file_name: 'behind-the-scenes.mp4', thumb: tile('teal') },
];
/** The route puts the vault dialog here; the stories a stand-in button. */
const vaultButton = <Button variant="secondary">Add from vault</Button>;
const onRemoveMedia = fn();
/** Media from the vault, no text: that is a complete message. */
export const WithMedia: Story = {
  args: { media: picked, onRemoveMedia, vault: vaultButton },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Media of this message' })).toBeInTheDocument();
    await expect(canvas.getByText('2 of 10 media')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove beach.jpg' }));
    await expect(onRemoveMedia).toHaveBeenCalledWith(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ audience: 'followers', body: '', media_ids: [11, 12], price: null, send_at: undefined });
  },
};
/** Ten media: the vault control goes away. */
export const MediaFull: Story = {
  args: {
    media: Array.from({ length: 10 }, (_, i) => ({
      media_id: 20 + i,
      kind: 1 as const,
      file_name: `photo-${i + 1}.jpg`,
      thumb: tile(i % 2 ? 'goldenrod' : 'teal'),
    })),
    onRemoveMedia: fn(),
    vault: vaultButton,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10 of 10 media')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add from vault' })).not.toBeInTheDocument();
  },
};
export const MediaRefused: Story = {
  args: { media: picked, onRemoveMedia: fn(), vault: vaultButton, errors: { media_ids: 'This media item does not exist.' } },
};
export const TooSoon: Story = { args: { errors: { form: 'You can send one mass message every 6 hours. Please choose a later time.' } } };
export const Sending: Story = { args: { submitting: true } };

const list = [
  {
    id: 3,
    audience: 'members',
    body: 'Members-only live on Friday at 8 pm.',
    price: null,
    status: 1,
    status_label: 'scheduled',
    scheduled_at: 1_795_000_000,
    total: 0,
    sent: 0,
    failed: 0,
  },
  {
    id: 2,
    audience: 'followers',
    body: 'New set tonight, 20 photos.\nThank you for being here.',
    media_ids: [21, 22],
    price: 50,
    status: 2,
    status_label: 'sending',
    scheduled_at: 1_794_900_000,
    total: 1280,
    sent: 400,
    failed: 0,
  },
  {
    id: 1,
    audience: 'spend_over_100',
    body: 'Thank you for your support this month!',
    price: null,
    status: 3,
    status_label: 'sent',
    scheduled_at: 1_794_000_000,
    total: 24,
    sent: 23,
    failed: 1,
  },
  {
    id: 0,
    audience: 'followers',
    body: '',
    media_ids: [23],
    price: null,
    status: 4,
    status_label: 'failed',
    scheduled_at: 1_793_000_000,
    total: 10,
    sent: 0,
    failed: 10,
  },
];
const massThumb = (id: number) => (id === 23 ? posterLive : photoSunset);

export const List: StoryObj<typeof MassListView> = {
  render: () => <MassListView list={list} hasMore onLoadMore={fn()} thumbOf={massThumb} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('mass-row')).toHaveLength(4);
    for (const status of ['Scheduled', 'Sending', 'Sent', 'Failed']) await expect(canvas.getByText(status, { exact: true })).toBeInTheDocument();
    // The first line of the text; the delivery in words.
    await expect(canvas.getByText('New set tonight, 20 photos.')).toBeInTheDocument();
    await expect(canvas.getByText('To Spent over $100 in 30 days · 23 of 24 sent, 1 not delivered')).toBeInTheDocument();
    await expect(canvas.getByText('Media only')).toBeInTheDocument();
  },
};
export const ListEmpty: StoryObj<typeof MassListView> = { render: () => <MassListView list={[]} hasMore={false} onLoadMore={fn()} /> };
/** /mass/success?id= of a scheduled message: its time, from the server. */
export const Success: StoryObj<typeof MassSuccessView> = { render: () => <MassSuccessView scheduled at={1_795_000_000} /> };
/** /mass/success?id= of a message sent now. */
export const SuccessSent: StoryObj<typeof MassSuccessView> = { render: () => <MassSuccessView scheduled={false} /> };
