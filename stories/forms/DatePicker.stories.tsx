import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DatePicker } from '#ds';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Birthday', description: 'You must be 18 or older.', maxValue: '2007-11-22', isRequired: true },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '1995-06-14' } };
export const TooYoung: Story = { args: { defaultValue: '2010-03-02', isInvalid: true, errorMessage: 'You must be at least 18 years old.' } };
export const Disabled: Story = { args: { defaultValue: '1995-06-14', isDisabled: true } };

/** The calendar opens from its button and shows the chosen month. */
export const CalendarOpen: Story = {
  args: { defaultValue: '1995-06-14' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('grid')).toBeVisible();
    await expect(body.getByRole('heading', { name: /June 1995/ })).toBeInTheDocument();
  },
};
