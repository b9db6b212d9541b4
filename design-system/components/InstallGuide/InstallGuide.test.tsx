import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InstallGuide } from './InstallGuide';

describe('InstallGuide', () => {
  it('the steps of the platform, and close', () => {
    const onClose = vi.fn();
    render(<InstallGuide platform="ios" onClose={onClose} />);
    expect(screen.getByText('Tap the Share button in Safari.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
