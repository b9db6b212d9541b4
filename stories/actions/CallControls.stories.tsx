import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, CallControls, type CallControlsProps } from '#ds';

/** The call screen's controls, on the dark stage they sit on. */
const meta = {
  title: 'Actions/CallControls',
  component: CallControls,
  args: { micOn: true, cameraOn: true, onToggleMic: fn(), onToggleCamera: fn(), onSwitchCamera: fn(), onHangUp: fn() },
  decorators: [
    (Story) => (
      <Box background="background" padding="medium">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CallControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hang up' }));
    await expect(args.onHangUp).toHaveBeenCalledOnce();
  },
};

/** Muted and camera off: the faces turn light, aria-pressed says so; a second camera adds "Switch camera". */
export const MutedCameraOffTwoCameras: Story = { args: { micOn: false, cameraOn: false, canSwitchCamera: true } };

/** Before the media is ready the toggles do nothing (hang up still works). */
export const MediaNotReady: Story = {
  args: { mediaDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mute' }));
    await expect(args.onToggleMic).not.toHaveBeenCalled();
  },
};

/** Tab reaches every control, Space and Enter press it, the focus ring shows. */
function ToggleableControls(props: CallControlsProps) {
  const [micOn, setMicOn] = useState(true);
  return <CallControls {...props} micOn={micOn} onToggleMic={() => setMicOn((on) => !on)} />;
}

export const Keyboard: Story = {
  render: (args) => <ToggleableControls {...args} />,
  play: async ({ canvasElement }) => {
    const mute = within(canvasElement).getByRole('button', { name: 'Mute' });
    await userEvent.tab();
    await expect(mute).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
  },
};
