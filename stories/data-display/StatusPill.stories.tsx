import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../design-system/components/Box/Box';
import { StatusPill } from '../../design-system/components/StatusPill/StatusPill';

/** A state in words (memberships: Active, Cancelled, Expired, Payment failed). */
const meta = { title: 'Data display/StatusPill', component: StatusPill, args: { children: 'Active' } } satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Box display="flex" gap="small" flexWrap="wrap">
      <StatusPill tone="success">Active</StatusPill>
      <StatusPill tone="accent">Member</StatusPill>
      <StatusPill tone="neutral">Cancelled</StatusPill>
      <StatusPill tone="danger">Expired</StatusPill>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired')).toBeVisible();
  },
};
