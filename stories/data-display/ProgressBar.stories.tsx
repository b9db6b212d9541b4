import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, Stack } from '#ds';

const meta = { title: 'Data display/ProgressBar', component: ProgressBar, args: { label: 'Uploading video.mp4', value: 45 } } satisfies Meta<
  typeof ProgressBar
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading video.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};
export const States: Story = {
  render: () => (
    <Stack gap="medium">
      <ProgressBar label="Waiting" value={0} />
      <ProgressBar label="Uploading photo.jpg" value={72} />
      <ProgressBar label="Done" value={100} />
      <ProgressBar label="Upload failed" value={30} valueLabel="Failed" tone="danger" />
    </Stack>
  ),
};
