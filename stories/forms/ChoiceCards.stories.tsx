import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceCards } from '#ds';

/** One choice from a few, as cards in a grid (coin packages): radio semantics, the chosen one in gold. */
const meta = {
  title: 'Forms/ChoiceCards',
  component: ChoiceCards,
  args: {
    label: 'Coin package',
    defaultValue: '500',
    options: [
      { id: '100', title: '100', detail: '$1.00', label: '100 coins for $1.00' },
      { id: '500', title: '500', detail: '$5.00', label: '500 coins for $5.00' },
      { id: '1000', title: '1,000', detail: '$10.00', label: '1,000 coins for $10.00' },
      { id: '5000', title: '5,000', detail: '$50.00', label: '5,000 coins for $50.00', disabled: true },
    ],
  },
} satisfies Meta<typeof ChoiceCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '500 coins for $5.00' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '1,000 coins for $10.00' }));
    await expect(canvas.getByRole('radio', { name: '1,000 coins for $10.00' })).toBeChecked();
  },
};
export const WithError: Story = { args: { defaultValue: undefined, errorMessage: 'Choose a package.', isInvalid: true } };
