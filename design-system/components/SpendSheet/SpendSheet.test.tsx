import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SpendSheet, type SpendSheetProps } from './SpendSheet';

const base: SpendSheetProps = {
  open: true,
  onOpenChange: () => {},
  title: 'Unlock this post',
  coins: 25,
  balance: 120,
  phase: 'confirm',
  confirmLabel: 'Unlock for 25 coins',
  onConfirm: () => {},
  onBuyCoins: () => {},
};

describe('SpendSheet', () => {
  it('shows the price, the balance and what is left, and confirms once per press', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<SpendSheet {...base} onConfirm={onConfirm} />);
    const sheet = screen.getByRole('dialog', { name: 'Unlock this post' });
    expect(within(sheet).getByText('Price').nextSibling).toHaveTextContent('25 coins');
    expect(within(sheet).getByText('You have').nextSibling).toHaveTextContent('120 coins');
    expect(within(sheet).getByText('Left after').nextSibling).toHaveTextContent('95 coins');
    await user.click(within(sheet).getByRole('button', { name: 'Unlock for 25 coins' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('in flight: the confirm button ignores presses', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<SpendSheet {...base} phase="busy" onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Unlock for 25 coins' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('short: says why and offers Buy coins instead of the spend', async () => {
    const user = userEvent.setup();
    const onBuyCoins = vi.fn();
    const onConfirm = vi.fn();
    render(
      <SpendSheet
        {...base}
        balance={3}
        phase="short"
        message="You need 25 coins to unlock this post; you have 3"
        onBuyCoins={onBuyCoins}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You need 25 coins to unlock this post; you have 3');
    expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buy coins' }));
    expect(onBuyCoins).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('loading: the confirm button waits for the balance', () => {
    render(<SpendSheet {...base} phase="loading" />);
    expect(screen.getByRole('button', { name: 'Unlock for 25 coins' })).toBeDisabled();
    expect(screen.getByText('You have').nextSibling).toHaveTextContent('Loading');
  });

  it('error: says what went wrong and offers to try again; Cancel closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(<SpendSheet {...base} phase="error" message="Network error, please try again." onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
