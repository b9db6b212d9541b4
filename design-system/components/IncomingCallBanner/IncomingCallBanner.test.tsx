import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IncomingCallBanner } from './IncomingCallBanner';

const call = { call_id: 7, send_user_info: { id: 3, nick_name: 'Ava' }, timeout_sec: 2, user_call_setting: { total_tokens: 0, min_time: 5 } };

describe('IncomingCallBanner', () => {
  it('"0 for unlimited time" when the call is free, else tokens for min_time Min', () => {
    const { rerender } = render(<IncomingCallBanner call={call} onAccept={() => undefined} onDecline={() => undefined} />);
    expect(screen.getByText(/0 for unlimited time/)).toBeInTheDocument();
    rerender(<IncomingCallBanner call={{ ...call, user_call_setting: { total_tokens: 300, min_time: 10 } }} onAccept={() => undefined} onDecline={() => undefined} />);
    expect(screen.getByText(/for 10 Min/)).toBeInTheDocument();
  });

  it('accept while pending ignores a second press, and decline is ignored too', async () => {
    let finish!: () => void;
    const onAccept = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onDecline = vi.fn();
    render(<IncomingCallBanner call={call} onAccept={onAccept} onDecline={onDecline} />);
    const accept = screen.getByRole('button', { name: /Accept/ });
    fireEvent.click(accept);
    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: /Decline/ }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onDecline).not.toHaveBeenCalled();
    await act(async () => finish());
  });

  it('times out after timeout_sec', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    render(<IncomingCallBanner call={call} onAccept={() => undefined} onDecline={() => undefined} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onTimeout).toHaveBeenCalledWith(call);
    vi.useRealTimers();
  });
});
