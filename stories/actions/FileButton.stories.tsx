import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FileButton } from '#ds';

/** A button that opens the file chooser (the input stays hidden and out of the tab order). */
const meta = {
  title: 'Actions/FileButton',
  component: FileButton,
  args: { children: 'Choose a photo', accept: 'image/*', variant: 'secondary', icon: 'camera', onSelect: fn() },
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/*');
  },
};
export const Primary: Story = { args: { variant: 'primary', children: 'Upload a picture', icon: undefined } };
export const Disabled: Story = { args: { disabled: true } };
