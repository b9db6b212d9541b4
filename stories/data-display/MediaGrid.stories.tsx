import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MediaGrid, MediaTile } from '#ds';
import { photoStudio, photoSunset, posterLive } from '../fixtures';

const meta = { title: 'Data display/MediaGrid', component: MediaGrid, args: { label: 'Your vault', children: null } } satisfies Meta<typeof MediaGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = {
  render: (args) => (
    <MediaGrid {...args}>
      <li>
        <MediaTile kind="image" src={photoSunset} alt="Sunset" />
      </li>
      <li>
        <MediaTile kind="video" src={posterLive} alt="Live replay" duration="12:05" />
      </li>
      <li>
        <MediaTile kind="image" src={photoStudio} alt="Studio" locked price={1200} />
      </li>
      <li>
        <MediaTile kind="image" src={photoStudio} alt="Studio again" />
      </li>
    </MediaGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
