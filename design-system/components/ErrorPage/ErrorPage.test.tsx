import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the status and message, and goes back', () => {
    const onBack = vi.fn();
    render(<ErrorPage status={404} message="This page could not be found" onBack={onBack} />);
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
