import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, IconButton, iconButtonVariants, iconNames } from '#ds';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'more', label: 'More options', onPress: fn() },
  argTypes: { icon: { control: 'select', options: iconNames }, variant: { control: 'inline-radio', options: iconButtonVariants } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', icon: 'gift', label: 'Send a gift' } };
export const Primary: Story = { args: { variant: 'primary', icon: 'camera', label: 'New post' } };
export const Small: Story = { args: { size: 'small', icon: 'close', label: 'Close' } };
export const Disabled: Story = { args: { disabled: true } };

/** The unread count is shown on the icon and read after the label. */
export const WithBadge: Story = {
  args: { icon: 'bell', label: 'Notifications', badge: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 120 unread' })).toBeInTheDocument();
  },
};

export const Powerset: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
      {iconButtonVariants.map((variant) => (
        <Box key={variant} display="flex" gap="xsmall">
          <IconButton variant={variant} icon="chat" label={`${variant} chat`} />
          <IconButton variant={variant} icon="bell" label={`${variant} with badge`} badge={3} />
          <IconButton variant={variant} size="small" icon="close" label={`${variant} small`} />
          <IconButton variant={variant} icon="lock" label={`${variant} disabled`} disabled />
        </Box>
      ))}
    </Box>
  ),
};
