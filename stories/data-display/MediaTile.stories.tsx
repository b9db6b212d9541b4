import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, MediaTile } from '#ds';
import { photoStudio, photoSunset, posterLive } from '../fixtures';

const meta = {
  title: 'Data display/MediaTile',
  component: MediaTile,
  args: { kind: 'image', src: photoSunset, alt: 'Sunset on the beach', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open image: Sunset on the beach' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Video: Story = { args: { kind: 'video', src: posterLive, alt: 'Studio session', duration: '0:42' } };
export const LockedImage: Story = {
  args: { locked: true, price: 50, src: photoStudio },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Locked image: Sunset on the beach, unlock for 50 coins' })).toHaveTextContent('50 coins');
  },
};
export const LockedVideoNoPrice: Story = { args: { kind: 'video', locked: true, src: posterLive, alt: 'Members-only video' } };
/** A profile's grid: square tiles, the lock badge in the corner ("25 coins" or "Members"). */
export const SquareLocked: Story = {
  args: { shape: 'square', locked: true, price: 25, src: photoStudio },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Locked image: Sunset on the beach, unlock for 25 coins' })).toHaveTextContent('25 coins');
  },
};
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '100%' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <Box display="grid" gap="xsmall" style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
      <MediaTile kind="image" src={photoSunset} alt="Sunset" />
      <MediaTile kind="video" src={posterLive} alt="Live replay" duration="12:05" />
      <MediaTile kind="image" src={photoStudio} alt="Studio" locked price={1200} />
    </Box>
  ),
};
