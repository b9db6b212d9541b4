import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles and says its description', () => {
    const onChange = vi.fn();
    render(
      <Checkbox description="Required to continue" onChange={onChange}>
        I agree
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
