import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BecomeHostBubble } from './BecomeHostBubble';

/** The spec's 5000 ms (section 9), written here rather than imported: a changed constant fails this test. */
const BUBBLE_MS = 5000;

/** As the app's RoleHints does: the bubble goes once it closes. */
function Shown({ onClose }: { onClose: () => void }) {
  const [shown, setShown] = useState(true);
  const close = () => {
    onClose();
    setShown(false);
  };
  return shown ? <BecomeHostBubble variant={1} href="/creator_audit" onClose={close} /> : null;
}

describe('BecomeHostBubble', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for 5000 ms, then closes itself', () => {
    const onClose = vi.fn();
    render(<Shown onClose={onClose} />);
    act(() => vi.advanceTimersByTime(BUBBLE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Become a creator');
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when dismissed', () => {
    const onClose = vi.fn();
    render(<Shown onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
