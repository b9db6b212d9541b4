import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('a labelled group; choosing reports the id', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Visibility"
        options={[
          { id: '1', label: 'Everyone' },
          { id: '2', label: 'PPV' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Visibility' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'PPV' }));
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
