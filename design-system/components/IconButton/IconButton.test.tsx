import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, presses, and carries a capped badge', () => {
    const onPress = vi.fn();
    render(<IconButton icon="bell" label="Notifications" badge={120} onPress={onPress} />);
    const button = screen.getByRole('button', { name: /Notifications/ });
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalled();
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
