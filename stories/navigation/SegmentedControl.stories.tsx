import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from '#ds';

const meta = {
  title: 'Navigation/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Period',
    options: [
      { id: 'week', label: 'Week' },
      { id: 'month', label: 'Month' },
      { id: 'year', label: 'Year' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Month' }));
    await expect(args.onChange).toHaveBeenCalledWith('month');
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
  },
};
export const FullWidth: Story = { args: { fullWidth: true, defaultValue: 'year' } };
export const WithDisabledOption: Story = {
  args: {
    options: [
      { id: 'all', label: 'All' },
      { id: 'paid', label: 'Paid' },
      { id: 'free', label: 'Free', disabled: true },
    ],
  },
};
