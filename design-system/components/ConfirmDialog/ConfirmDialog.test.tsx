import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirm calls onConfirm and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog defaultOpen title="Delete post?" confirmLabel="Delete" tone="danger" onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancel calls onCancel and closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog defaultOpen title="Leave?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('one button without a cancel label', () => {
    render(<ConfirmDialog defaultOpen title="Saved" cancelLabel={null} onConfirm={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
  });

  it('loading: confirm is busy, ignores presses and the dialog stays open', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDialog defaultOpen title="Pay?" confirmLabel="Pay" loading onConfirm={onConfirm} />);
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toHaveAttribute('aria-busy', 'true');
    await user.click(pay);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Pay?' })).toBeInTheDocument();
  });

  it('keepOpenOnConfirm leaves closing to the caller', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmDialog defaultOpen title="Send?" confirmLabel="Send" keepOpenOnConfirm onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Send?' })).toBeInTheDocument();
  });
});
