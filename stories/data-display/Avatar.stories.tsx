import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, avatarSizes, Box } from '#ds';
import { portraitAva } from '../fixtures';

const meta = { title: 'Data display/Avatar', component: Avatar, args: { name: 'Ava Gold', src: portraitAva } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const Initials: Story = { args: { src: undefined } };
export const BrokenImageFallsBackToInitials: Story = { args: { src: 'data:image/png;base64,broken' } };
export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" alignItems="center" gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`i-${size}`} name="Milo Stone" size={size} />
      ))}
    </Box>
  ),
};
