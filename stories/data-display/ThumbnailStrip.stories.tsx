import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ThumbnailItem, ThumbnailStrip } from '#ds';
import { photoStudio, photoSunset, posterLive } from '../fixtures';

const items: ThumbnailItem[] = [
  { key: 'a', kind: 'image', name: 'beach.jpg', src: photoSunset, state: 'done', progress: 1 },
  { key: 'b', kind: 'image', name: 'studio.png', src: photoStudio, state: 'uploading', progress: 0.62 },
  { key: 'c', kind: 'video', name: 'clip.mp4', src: posterLive, state: 'done', progress: 1, duration: '0:42' },
  { key: 'd', kind: 'video', name: 'long-take.mp4', state: 'waiting', progress: 0 },
  { key: 'e', kind: 'image', name: 'notes.pdf', state: 'failed', progress: 0, error: 'Only images and videos can be uploaded.' },
];

/** The composer's picked media: square thumbnails in order, each with progress, Remove and Move left/right. */
const meta = {
  title: 'Data display/ThumbnailStrip',
  component: ThumbnailStrip,
  args: { label: 'Media of this post', items, onRemove: fn(), onMove: fn(), onRetry: fn() },
} satisfies Meta<typeof ThumbnailStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload of studio.png' })).toHaveAttribute('aria-valuenow', '62');
    await userEvent.click(canvas.getByRole('button', { name: 'Move clip.mp4 left' }));
    await expect(args.onMove).toHaveBeenCalledWith('c', -1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry notes.pdf' }));
    await expect(args.onRetry).toHaveBeenCalledWith('e');
  },
};
/** While the page submits, nothing can be removed or moved. */
export const Busy: Story = { args: { busy: true, items: items.slice(0, 3) } };
/** Without onMove: no reordering (a chat attachment). */
export const WithoutReorder: Story = { args: { onMove: undefined, items: items.slice(0, 2) } };
