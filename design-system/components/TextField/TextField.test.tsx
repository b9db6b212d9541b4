import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('label, description and error are wired for assistive technology', () => {
    render(<TextField label="Email" description="We send a code." errorMessage="Please enter a valid email" isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/We send a code\..*Please enter a valid email|Please enter a valid email.*We send a code\./);
  });

  it('reports typing', () => {
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ava' } });
    expect(onChange).toHaveBeenCalledWith('Ava');
  });
});
