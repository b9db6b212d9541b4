import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, Button, buttonSizes, buttonVariants, Text } from '#ds';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Subscribe', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Follow' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Not now' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete account' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithIcon: Story = { args: { icon: 'gift', children: 'Send a gift' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Continue' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Loading keeps the button focusable and named, announces busy, and ignores presses. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the button, the gold focus ring shows, Enter and Space press it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Every variant in every size and state at once. */
export const Powerset: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {buttonVariants.map((variant) => (
        <Box key={variant} display="flex" flexDirection="column" gap="xsmall">
          <Text size="sm" tone="muted">
            {variant}
          </Text>
          <Box display="flex" flexWrap="wrap" alignItems="center" gap="xsmall">
            {buttonSizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {size}
              </Button>
            ))}
            <Button variant={variant} icon="coin">
              Icon
            </Button>
            <Button variant={variant} loading>
              Loading
            </Button>
            <Button variant={variant} disabled>
              Disabled
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  ),
};
