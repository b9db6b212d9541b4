import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar with its label and value, clamped to 0..100', () => {
    render(<ProgressBar label="Uploading photo.jpg" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    render(<ProgressBar label="Over" value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
  });
});
