import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenHeader } from './ScreenHeader';

describe('ScreenHeader', () => {
  it('the title is the page heading; back goes back; no back button without onBack', () => {
    const onBack = vi.fn();
    const { rerender } = render(<ScreenHeader title="Wallet" onBack={onBack} actions={<button type="button">More</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    rerender(<ScreenHeader title="Home" />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
