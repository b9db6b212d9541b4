import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortraitPickerView } from '../../app/features/profile/PortraitPicker';
import { portraitAva } from '../fixtures';

/** The portrait picker of the edit-profile screen (and of the sign-up's picture step), each state. */
const meta = {
  title: 'Screens/PortraitPicker',
  component: PortraitPickerView,
  args: { name: 'Golden Fan', progress: null, onChoose: fn() },
} satisfies Meta<typeof PortraitPickerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoPortrait: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Golden Fan' })).toHaveTextContent('GF');
    const file = new File([new Uint8Array([255, 216, 255])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file);
    await expect(args.onChoose).toHaveBeenCalledWith(file);
  },
};
export const WithPortrait: Story = {
  args: { src: portraitAva },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose another photo' })).toBeEnabled();
  },
};
export const Uploading: Story = {
  args: { src: portraitAva, progress: 0.3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading your photo' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByRole('button', { name: 'Choose another photo' })).toBeDisabled();
  },
};
export const Failed: Story = { args: { src: portraitAva, error: 'Photo upload failed. Poor network. You may try later. (101)' } };
export const NotAPicture: Story = { args: { error: 'Please choose a picture (JPEG, PNG, WebP or GIF).' } };
