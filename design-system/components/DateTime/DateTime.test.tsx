import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTime } from './DateTime';

describe('DateTime', () => {
  it('shows Pacific time with the PST label and keeps the exact moment machine-readable', () => {
    render(<DateTime value="2026-01-15T20:30:00Z" />);
    const time = screen.getByText(/PST/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-01-15T20:30:00.000Z');
    expect(time.textContent).toMatch(/Jan 15, 2026.*12:30 PM PST/);
  });

  it('date and time alone', () => {
    render(<DateTime value="2026-01-15T20:30:00Z" format="date" />);
    expect(screen.getByText(/Jan 15, 2026/).textContent).not.toMatch(/PM/);
    render(<DateTime value="2026-01-15T20:30:00Z" format="time" />);
    expect(screen.getByText(/12:30 PM PST/)).toBeInTheDocument();
  });
});
