import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BECOME_HOST_BUBBLE_MS, BecomeHostBubble } from './BecomeHostBubble';

describe('BecomeHostBubble', () => {
  it('closes itself after 5000 ms, or when closed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<BecomeHostBubble variant={1} href="/creator_audit" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(BECOME_HOST_BUBBLE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    fireEvent.click(screen.getAllByRole('button').at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
