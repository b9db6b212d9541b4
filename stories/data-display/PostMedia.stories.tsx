import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, PostMedia } from '#ds';
import { photoStudio, photoSunset, posterLive } from '../fixtures';

const meta = {
  title: 'Data display/PostMedia',
  component: PostMedia,
  args: { kind: 'image', src: photoSunset, alt: 'Sunset on the pier', width: 300, height: 400 },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostMedia>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Video: Story = { args: { kind: 'video', src: undefined, poster: posterLive, alt: 'Studio session' } };
export const Locked: Story = {
  args: { locked: true, src: undefined, preview: photoStudio, lockedLabel: 'Pay to view', action: <Button>Unlock for 30 coins</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Locked image: Sunset on the pier' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Sunset on the pier' })).toBeNull();
  },
};
