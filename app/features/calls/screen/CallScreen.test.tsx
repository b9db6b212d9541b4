import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallView } from '../../../../common/calls';
import { initialMediaState } from './call-controller';

const navigate = vi.fn();
const hangUp = vi.fn(async () => undefined);
let call: CallView;

vi.mock('@remix-run/react', () => ({ useNavigate: () => navigate }));
vi.mock('./useCallScreen', () => ({
  useCallScreen: () => ({
    call,
    phase: { kind: 'in_call' },
    media: initialMediaState,
    elapsed: 60,
    hangingUp: false,
    hangUp,
    toggleMic: vi.fn(),
    toggleCamera: vi.fn(),
    switchCamera: vi.fn(),
  }),
}));
vi.mock('./CallScreenView', () => ({ CallScreenView: () => null }));

const { CallScreen } = await import('./CallScreen');

const view = (state: CallView['state']): CallView => ({
  call_id: 41,
  state,
  end_reason: state === 'ended' ? 'hung_up' : null,
  role: 'caller',
  payer: true,
  peer: { id: 2, nick_name: 'Ava Gold', user_name: 'ava_gold', portrait: '' },
  price_per_minute: 60,
  min_time: 3,
  now: 1_750_000_000,
  created_at: 1_749_999_700,
  connected_at: 1_749_999_800,
  ended_at: null,
  timeout_sec: 140,
  coins_charged: 240,
  minutes_charged: 4,
  seconds_left: 600,
  low_balance: false,
});

describe("the call screen's back arrow", () => {
  beforeEach(() => {
    navigate.mockClear();
    hangUp.mockClear();
  });

  it('on a call in progress hangs up and stays, for the "Call ended" summary the red button shows', () => {
    call = view('connected');
    render(<CallScreen me={1} initial={call} ice={{ ice_servers: [], ttl_seconds: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(hangUp).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('once the call has ended goes back', () => {
    call = view('ended');
    render(<CallScreen me={1} initial={call} ice={{ ice_servers: [], ttl_seconds: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(hangUp).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalled();
  });
});
