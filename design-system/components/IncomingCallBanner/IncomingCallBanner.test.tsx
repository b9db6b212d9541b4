import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IncomingCallBanner, type IncomingCall } from './IncomingCallBanner';

/** The spec's numbers (section 9), written here rather than imported: a changed constant fails these tests. */
const AUTO_CLOSE_MS = 140_000;
const ACCEPT_LOADING_RESET_MS = 500;

const call: IncomingCall = { call_id: 7, send_user_info: { id: 1, nick_name: 'Mia' }, user_call_setting: { total_tokens: 120, min_time: 5 } };
const banner = () => screen.queryByRole('article', { name: 'Incoming call from Mia' });

/** As the app's CallBannerHost does: a banner goes when its timeout_sec ends. */
function Ringing({ call, onTimeout }: { call: IncomingCall; onTimeout: (call: IncomingCall) => void }) {
  const [ringing, setRinging] = useState(true);
  const timeout = (ended: IncomingCall) => {
    onTimeout(ended);
    setRinging(false);
  };
  return ringing ? <IncomingCallBanner call={call} onAccept={() => {}} onDecline={() => {}} onTimeout={timeout} /> : null;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('IncomingCallBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the caller and the price', () => {
    const { rerender } = render(<IncomingCallBanner call={call} onAccept={() => {}} onDecline={() => {}} />);
    expect(screen.getByRole('article', { name: 'Incoming call from Mia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mia' })).toBeInTheDocument();
    expect(screen.getByText(/for 5 Min/)).toBeInTheDocument();
    rerender(<IncomingCallBanner call={{ ...call, user_call_setting: { total_tokens: 0, min_time: 0 } }} onAccept={() => {}} onDecline={() => {}} />);
    expect(screen.getByText('0 for unlimited time')).toBeInTheDocument();
  });

  it('accept ignores a second press and decline is ignored while pending', async () => {
    const pending = deferred();
    const onAccept = vi.fn(() => pending.promise);
    const onDecline = vi.fn();
    render(<IncomingCallBanner call={call} onAccept={onAccept} onDecline={onDecline} />);
    const accept = screen.getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(accept).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).not.toHaveBeenCalled();
    await act(async () => pending.resolve());
    // Loading stays until 500 ms after success.
    act(() => vi.advanceTimersByTime(ACCEPT_LOADING_RESET_MS - 1));
    expect(accept).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(accept).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('a failed accept can be pressed again at once', async () => {
    const pending = deferred();
    const onAccept = vi.fn(() => pending.promise);
    render(<IncomingCallBanner call={call} onAccept={onAccept} onDecline={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await act(async () => pending.reject(new Error('busy')));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(2);
  });

  it('closes after timeout_sec (default 140 s)', () => {
    const onTimeout = vi.fn();
    const { unmount } = render(<Ringing call={call} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(AUTO_CLOSE_MS - 1));
    expect(banner()).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeInTheDocument();
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith(call);
    unmount();
    // The call's own timeout_sec wins over the default.
    const short = vi.fn();
    render(<Ringing call={{ ...call, timeout_sec: 3 }} onTimeout={short} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(banner()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeInTheDocument();
    expect(short).toHaveBeenCalledTimes(1);
  });
});
