import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Box, LiveBadge, Text } from '#ds';

const meta = { title: 'Data display/Badge', component: Badge, args: { count: 12 } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const CappedAt99Plus: Story = {
  args: { count: 150 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('150 unread')).toBeInTheDocument();
  },
};
export const Accent: Story = { args: { tone: 'accent', count: 3 } };
export const ZeroRendersNothing: Story = {
  render: (args) => (
    <Box display="flex" gap="xsmall" alignItems="center">
      <Text as="span">Nothing after this colon:</Text>
      <Badge {...args} count={0} />
    </Box>
  ),
};
export const AllCounts: Story = {
  render: () => (
    <Box display="flex" gap="small" alignItems="center">
      {[1, 9, 42, 99, 100, 5000].map((count) => (
        <Badge key={count} count={count} />
      ))}
      <LiveBadge />
    </Box>
  ),
};
