import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgeGateCard } from './AgeGateCard';

describe('AgeGateCard', () => {
  it('agree and leave call back; Escape does not close it', async () => {
    const user = userEvent.setup();
    const onAgree = vi.fn();
    const onLeave = vi.fn();
    render(<AgeGateCard onAgree={onAgree} onLeave={onLeave} />);
    const dialog = screen.getByRole('dialog', { name: 'Adults only' });
    expect(dialog).toHaveAccessibleDescription(/at least 18 years old/);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am 18 or older - Enter' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('agreeing: the agree button is busy and ignores presses', async () => {
    const user = userEvent.setup();
    const onAgree = vi.fn();
    render(<AgeGateCard agreeing onAgree={onAgree} onLeave={() => {}} />);
    const agree = screen.getByRole('button', { name: /18 or older/ });
    expect(agree).toHaveAttribute('aria-busy', 'true');
    await user.click(agree);
    expect(onAgree).not.toHaveBeenCalled();
  });

  it('closed renders nothing', () => {
    render(<AgeGateCard open={false} onAgree={() => {}} onLeave={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
