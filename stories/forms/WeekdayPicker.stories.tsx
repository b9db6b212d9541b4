import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WeekdayPicker, type WeekdayPickerProps } from '#ds';

function Controlled(props: WeekdayPickerProps) {
  const [days, setDays] = useState(props.value);
  return (
    <WeekdayPicker
      {...props}
      value={days}
      onChange={(next) => {
        setDays(next);
        props.onChange(next);
      }}
    />
  );
}

/** Days of the week as toggles (a creator's call hours): each day is a checkbox named in full. */
const meta = {
  title: 'Forms/WeekdayPicker',
  component: WeekdayPicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Days', value: [1, 2, 3, 4, 5], onChange: fn() },
} satisfies Meta<typeof WeekdayPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Weekdays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saturday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6]);
  },
};
export const None: Story = { args: { value: [], isInvalid: true, errorMessage: 'Choose at least one day.' } };
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
  },
};
