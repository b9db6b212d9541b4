import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, LoadingScreen, Skeleton, Spinner, spinnerSizes, Stack } from '#ds';

const meta = { title: 'Feedback/Loading' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spinners: Story = {
  render: () => (
    <Box display="flex" gap="large" alignItems="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
  },
};

/** Placeholders of a post card while it loads. */
export const Skeletons: Story = {
  render: () => (
    <Stack gap="medium">
      <Box display="flex" gap="small" alignItems="center">
        <Skeleton shape="circle" width="2.75rem" />
        <Skeleton width="40%" />
      </Box>
      <Skeleton shape="rect" height="12rem" />
      <Skeleton lines={3} />
    </Stack>
  ),
};

export const FullScreen: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <LoadingScreen label="Loading Fanstage" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Fanstage');
  },
};
