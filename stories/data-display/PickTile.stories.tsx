import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaGrid, PickTile } from '#ds';
import { photoStudio, photoSunset, posterLive } from '../fixtures';

/** A picker grid's tile (the vault): a square toggle button with its number in the order when picked. */
const meta = {
  title: 'Data display/PickTile',
  component: PickTile,
  args: { kind: 'image', src: photoSunset, alt: 'beach.jpg', onPress: fn() },
} satisfies Meta<typeof PickTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  render: (args) => (
    <MediaGrid label="Vault items">
      <li>
        <PickTile {...args} order={2} />
      </li>
      <li>
        <PickTile kind="video" src={posterLive} alt="clip.mp4" duration="0:42" order={1} onPress={args.onPress} />
      </li>
      <li>
        <PickTile kind="image" src={photoStudio} alt="studio.png" onPress={args.onPress} />
      </li>
      <li>
        <PickTile kind="image" src={photoStudio} alt="studio-2.png" disabled onPress={args.onPress} />
      </li>
    </MediaGrid>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Image: beach.jpg' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Image: studio.png' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Image: studio.png' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};
