import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '#ds';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Payout method',
    options: [
      { id: 'ach', label: 'ACH bank transfer' },
      { id: 'paypal', label: 'PayPal' },
      { id: 'payoneer', label: 'Payoneer' },
      { id: 'usdt', label: 'USDT (TRC20)' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { defaultValue: 'paypal', description: 'US accounts pay $0.25 per payout.' } };
export const Invalid: Story = { args: { isInvalid: true, isRequired: true, errorMessage: 'Choose a payout method.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ach' } };

/** Keyboard: open with Enter, move with the arrows, choose with Enter. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('paypal');
  },
};

/** The list open, for the visual review. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Payout method/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};
