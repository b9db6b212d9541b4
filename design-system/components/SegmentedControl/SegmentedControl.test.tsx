import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

describe('SegmentedControl', () => {
  it('one option is selected; choosing another reports it', () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        label="Messages"
        options={[
          { id: 'all', label: 'All' },
          { id: 'spenders', label: 'Spenders' },
        ]}
        defaultValue="all"
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Spenders' }));
    expect(onChange).toHaveBeenCalledWith('spenders');
  });
});
