import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that reports its new state', () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Email notifications</Switch>);
    fireEvent.click(screen.getByRole('switch', { name: 'Email notifications' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
