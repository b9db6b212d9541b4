import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LivePreview } from '#ds';

/** The go-live screen's camera preview (issue 22). Stories have no camera: an empty stream stands in (a black picture). */
const meta = { title: 'Data display/LivePreview', component: LivePreview } satisfies Meta<typeof LivePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const emptyStream = () => (typeof MediaStream === 'undefined' ? null : new MediaStream());

export const Starting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Starting the camera…');
  },
};

export const CameraFailed: Story = { args: { message: 'The camera could not be opened. Check that no other app is using it.' } };

export const WithSwitch: Story = {
  render: (args) => <LivePreview {...args} stream={emptyStream()} />,
  args: { onSwitchCamera: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Your camera preview')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch camera' }));
    await expect(args.onSwitchCamera).toHaveBeenCalledOnce();
  },
};
