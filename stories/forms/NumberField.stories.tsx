import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from '#ds';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Coin amount', description: 'From 1 to 10,000 coins.', minValue: 1, maxValue: 10000, defaultValue: 50 },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Coin amount' })).toHaveValue('51');
  },
};
export const Price: Story = {
  args: {
    label: 'Membership price',
    description: '1 to 1000 USD a month.',
    minValue: 1,
    maxValue: 1000,
    defaultValue: 9.99,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Enter an amount from 1 to 10,000.' } };
export const Disabled: Story = { args: { isDisabled: true } };
