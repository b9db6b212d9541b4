import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LiveToyEvent } from '../../common/live';
import { ToyStatus } from '../../app/features/live/toys/ToyStatus';
import { portraitAva } from '../fixtures';

const toy: LiveToyEvent = {
  live_id: 9,
  from: { id: 3, nick_name: 'Ava Gold', user_name: 'ava_gold', portrait: portraitAva },
  level: 3,
  strength: 20,
  seconds: 10,
  starts_at_ms: 1_750_000_000_000,
};

/** The toy line of the live room (issue 22 point 5): the level running, for everyone; the toy's failure, for the creator. */
const meta = { title: 'Feedback/Toy status', component: ToyStatus } satisfies Meta<typeof ToyStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vibrating: Story = {
  args: { toy },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Vibrating: level 3 for 10 s');
  },
};
export const WithTipper: Story = { args: { toy, showTipper: true } };
/** No level running: nothing shows (the empty live region stays for screen readers). */
export const Idle: Story = {
  args: { toy: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
/** The creator's room when the toy is not reachable: the queue still shows, the failure once. */
export const ToyFailed: Story = {
  args: {
    toy,
    error: 'No toy found at that address. Open Lovense Connect on this device and check the address.',
    onDismissError: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissError).toHaveBeenCalled();
  },
};
