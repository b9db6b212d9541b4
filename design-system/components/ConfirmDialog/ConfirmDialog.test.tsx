import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('two answers: confirm and cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Account Mismatch Alert" confirmLabel="Switch Account" cancelLabel="Maybe Later" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('one answer when there is no cancel label', () => {
    render(<ConfirmDialog open title="Allow the camera" confirmLabel="done" cancelLabel={null} onConfirm={() => undefined} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
