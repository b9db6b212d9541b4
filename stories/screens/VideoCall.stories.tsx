import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CallView } from '../../common/calls';
import { initialMediaState, type CallMediaState } from '../../app/features/calls/screen/call-controller';
import { callPhase } from '../../app/features/calls/screen/call-phase';
import { CallScreenView } from '../../app/features/calls/screen/CallScreenView';
import { portraitAva } from '../fixtures';

/** Issue 21: the /video-call screen in every phase. Stories have no camera: the peer's portrait stands in for the video. */
const meta = { title: 'Screens/Video call', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const base: CallView = {
  call_id: 41,
  state: 'ringing',
  end_reason: null,
  role: 'caller',
  payer: true,
  peer: { id: 2, nick_name: 'Ava Gold', user_name: 'ava_gold', portrait: portraitAva },
  price_per_minute: 60,
  min_time: 3,
  now: 1_750_000_000,
  created_at: 1_749_999_990,
  connected_at: null,
  ended_at: null,
  timeout_sec: 140,
  coins_charged: 0,
  minutes_charged: 0,
  seconds_left: null,
  low_balance: false,
};
const connected: Partial<CallView> = { state: 'connected', connected_at: 1_749_999_800, coins_charged: 240, minutes_charged: 4, seconds_left: 600 };
const ready: CallMediaState = { ...initialMediaState, media: 'ready' };
/** An empty stream: the preview box as it is before the camera's first frame (stories have no camera). */
const withPreview = (): CallMediaState => ({ ...ready, local: typeof MediaStream === 'undefined' ? null : new MediaStream() });

function Screen({ call, media = ready, elapsed = 0, turn = false }: { call: Partial<CallView>; media?: CallMediaState; elapsed?: number; turn?: boolean }) {
  const view = { ...base, ...call };
  const [state, setState] = useState(media);
  return (
    <CallScreenView
      me={1}
      call={view}
      phase={callPhase(view, state, turn)}
      media={state}
      elapsed={elapsed}
      hangingUp={false}
      onHangUp={fn()}
      onToggleMic={() => setState((s) => ({ ...s, micOn: !s.micOn }))}
      onToggleCamera={() => setState((s) => ({ ...s, cameraOn: !s.cameraOn }))}
      onSwitchCamera={fn()}
    />
  );
}

/** The caller, waiting: the portrait pulses (still under reduced motion), Cancel ends the ringing. */
export const Ringing: Story = {
  render: () => <Screen call={{}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ringing...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-call-state="ringing"]')).not.toBeNull();
  },
};

/** Accepted, before the media flows (the callee sees this first). */
export const Connecting: Story = {
  render: () => <Screen call={{ state: 'accepted', role: 'callee', payer: false }} media={withPreview()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Connecting...' })).toBeVisible();
  },
};

/** In the call: time, coins so far, the controls; toggles say their state with aria-pressed. */
export const Live: Story = {
  render: () => <Screen call={connected} media={withPreview()} elapsed={200} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3:20')).toBeVisible();
    await expect(canvas.getByText('Coins spent so far:')).toBeInTheDocument();
    const mute = canvas.getByRole('button', { name: 'Mute' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    mute.focus();
    await userEvent.keyboard('{Enter}');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: 'Switch camera' })).toBeNull();
  },
};

/** Microphone muted, camera off, and a second camera to switch to. */
export const LiveMutedCameraOff: Story = {
  render: () => <Screen call={connected} media={{ ...withPreview(), micOn: false, cameraOn: false, canSwitchCamera: true }} elapsed={75} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Camera off' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Switch camera' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Your camera is off' })).toBeVisible();
  },
};

/** The payer's coins run out within a minute: the warning with "Buy coins" (and the way back to this call). */
export const LiveLowBalance: Story = {
  render: () => <Screen call={{ ...connected, low_balance: true, seconds_left: 45 }} media={withPreview()} elapsed={612} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your coins run out in about a minute')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy coins' })).toHaveAttribute('href', '/pay/coins?redirect=%2Fvideo-call%3Fcall_id%3D41');
  },
};

/** The network dropped: ICE is restarting. */
export const Reconnecting: Story = {
  render: () => <Screen call={connected} media={{ ...withPreview(), everConnected: true, reconnecting: true, ice: 'disconnected' }} elapsed={95} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reconnecting...')).toBeVisible();
  },
};

/** The end of a connected call: duration, coins, how it ended; the payer ran out of coins. */
export const SummaryOutOfCoins: Story = {
  render: () => <Screen call={{ ...connected, state: 'ended', end_reason: 'no_coins', ended_at: 1_750_000_125, coins_charged: 360 }} elapsed={325} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Call ended' })).toBeVisible();
    await expect(canvas.getByText('5:25')).toBeVisible();
    await expect(canvas.getByText('Your coins ran out.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to chat' })).toHaveAttribute('href', '/chatRoom?u1=1&u2=2');
  },
};

/** The creator's summary: what the call charged the fan. */
export const SummaryCreator: Story = {
  render: () => (
    <Screen
      call={{ ...connected, role: 'callee', payer: false, state: 'ended', end_reason: 'hung_up', ended_at: 1_750_000_000, coins_charged: 720 }}
      elapsed={200}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coins charged')).toBeVisible();
  },
};

export const Declined: Story = {
  render: () => <Screen call={{ state: 'ended', end_reason: 'declined' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ava Gold declined the call.')).toBeVisible();
  },
};

export const Missed: Story = {
  render: () => <Screen call={{ state: 'ended', end_reason: 'missed' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No answer' })).toBeVisible();
  },
};

export const Busy: Story = {
  render: () => <Screen call={{ state: 'ended', end_reason: 'busy' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ava Gold is on another call. Try again in a few minutes.')).toBeVisible();
  },
};

/** ICE found no path and no TURN server is configured. */
export const FailedWithoutTurn: Story = {
  render: () => <Screen call={{ state: 'accepted' }} media={{ ...withPreview(), failed: true, ice: 'failed' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The call could not connect.' })).toBeVisible();
    await expect(canvas.getByText(/Calls without a TURN server work only between devices that can reach each other directly/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hang up' })).toBeVisible();
  },
};

/** ICE failed even through the relay. */
export const FailedWithTurn: Story = {
  render: () => <Screen call={{ state: 'accepted' }} media={{ ...withPreview(), failed: true, ice: 'failed' }} turn />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Not even through the relay server/)).toBeVisible();
  },
};

/** The camera or microphone was refused (spec section 5's texts). */
export const PermissionDenied: Story = {
  render: () => <Screen call={{ state: 'accepted' }} media={{ ...initialMediaState, media: 'denied' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Allow Fanstage to access your camera and microphone.' })).toBeVisible();
  },
};

/** The camera could not start for another reason (in use elsewhere, none on the device). */
export const CameraUnavailable: Story = {
  render: () => <Screen call={{ state: 'accepted' }} media={{ ...initialMediaState, media: 'unavailable' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Your camera could not start.' })).toBeVisible();
  },
};
