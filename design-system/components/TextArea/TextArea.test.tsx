import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('a labelled multi-line field with its error', () => {
    const onChange = vi.fn();
    render(<TextArea label="Caption" errorMessage="Too long" isInvalid onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Caption' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Too long');
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(onChange).toHaveBeenCalledWith('Hello');
  });
});
