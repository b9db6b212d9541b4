import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AttachmentStrip, AttachmentThumb } from '#ds';

const meta = { title: 'Data display/AttachmentStrip', component: AttachmentStrip, args: { label: 'Attachments', children: null } } satisfies Meta<
  typeof AttachmentStrip
>;
export default meta;
type Story = StoryObj<typeof meta>;

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="goldenrod"/></svg>');
const onRetry = fn();
const onRemove = fn();

/** Uploaded, uploading (with its bar), failed (with Retry), and a video without a picture yet. */
export const States: Story = {
  render: () => (
    <AttachmentStrip label="Attachments">
      <AttachmentThumb name="beach.jpg" kind="image" src={photo} state="done" progressText="Uploaded" onRemove={onRemove} />
      <AttachmentThumb name="dance.mp4" kind="video" src={photo} state="uploading" progress={42} progressText="42%" onRemove={fn()} />
      <AttachmentThumb name="sunset.png" kind="image" src={photo} state="failed" progressText="Failed" onRemove={fn()} onRetry={onRetry} />
      <AttachmentThumb name="clip.mov" kind="video" state="waiting" progressText="Waiting" onRemove={fn()} />
    </AttachmentStrip>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload of dance.mp4' })).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByRole('progressbar', { name: 'Upload of beach.jpg' })).toHaveAttribute('aria-valuetext', 'Uploaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry sunset.png' }));
    await expect(onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove beach.jpg' }));
    await expect(onRemove).toHaveBeenCalled();
  },
};
