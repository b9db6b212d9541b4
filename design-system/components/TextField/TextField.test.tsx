import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe('TextField', () => {
  it('labels the input and describes it with the description', () => {
    render(<TextField label="Email" description="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(describedText(input)).toContain('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('invalid: aria-invalid and the error in aria-describedby', () => {
    render(<TextField label="Email" description="Help" isInvalid errorMessage="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(input)).toContain('Enter a valid email');
    expect(describedText(input)).toContain('Help');
  });

  it('required and disabled reach the input; onChange gets the text', () => {
    const onChange = vi.fn();
    const { rerender } = render(<TextField label="Name" isRequired onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    fireEvent.change(input, { target: { value: 'Ann' } });
    expect(onChange).toHaveBeenCalledWith('Ann');
    rerender(<TextField label="Name" isDisabled />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeDisabled();
  });
});
