import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with + and - within the bounds', () => {
    const onChange = vi.fn();
    render(<NumberField label="Tokens" defaultValue={9} minValue={1} maxValue={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('wires label, description and error', () => {
    render(<NumberField label="Price" description="1 to 1000 USD" isInvalid errorMessage="Too high" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(expect.arrayContaining(['1 to 1000 USD', 'Too high']));
  });
});
