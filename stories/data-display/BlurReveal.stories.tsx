import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlurReveal, PostMedia } from '#ds';
import { photoSunset } from '../fixtures';

const meta = {
  title: 'Data display/BlurReveal',
  component: BlurReveal,
  args: {
    label: 'image: Sunset on the pier',
    children: <PostMedia kind="image" src={photoSunset} alt="Sunset on the pier" width={300} height={400} />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlurReveal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blurred: the cover is a button; the image is hidden from assistive technology until revealed. */
export const Blurred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Tap to view: image: Sunset on the pier' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Sunset on the pier' })).toBeNull();
  },
};

/** Enter on the focused cover reveals the image (Space and a tap do the same). */
export const RevealedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Tap to view/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: /Tap to view/ })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Sunset on the pier' })).toBeInTheDocument();
  },
};

/** The setting off: the media as is. */
export const NotBlurred: Story = { args: { blurred: false } };
