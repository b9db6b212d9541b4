import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_LOADING_RESET_MS, IncomingCallBanner, type IncomingCall } from './IncomingCallBanner';

const call: IncomingCall = { call_id: 7, send_user_info: { id: 1, nick_name: 'Mia' }, user_call_setting: { total_tokens: 120, min_time: 5 } };

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
    // Loading stays until ACCEPT_LOADING_RESET_MS after success.
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(ACCEPT_LOADING_RESET_MS));
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

  it('times out after timeout_sec (default 140 s)', () => {
    const onTimeout = vi.fn();
    const { unmount } = render(<IncomingCallBanner call={call} onAccept={() => {}} onDecline={() => {}} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(139_999));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledWith(call);
    unmount();
    const short = vi.fn();
    render(<IncomingCallBanner call={{ ...call, timeout_sec: 3 }} onAccept={() => {}} onDecline={() => {}} onTimeout={short} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(short).toHaveBeenCalledTimes(1);
  });
});
