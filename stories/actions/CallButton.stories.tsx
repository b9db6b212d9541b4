import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallButton } from '#ds';

/** The "Video call" action with its price (a creator's profile, the chat header); outside the creator's hours, disabled with when they take calls. */
const meta = { title: 'Actions/CallButton', component: CallButton, args: { price: '20 coins/min', onPress: fn() } } satisfies Meta<typeof CallButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Video call 20 coins/min' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Free: Story = { args: { price: 'Free' } };
/** The chat header: icon and price; "Video call" stays in the name. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Video call 20 coins/min' })).toBeInTheDocument();
  },
};
export const Placing: Story = { args: { loading: true } };
export const OutsideHours: Story = {
  args: { unavailable: 'Takes calls Mon–Fri, 6:00 PM–10:00 PM (Europe/Berlin)' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Video call 20 coins/min' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Takes calls Mon–Fri, 6:00 PM–10:00 PM (Europe/Berlin)');
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
