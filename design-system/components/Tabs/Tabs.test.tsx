import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  it('tabs with panels; choosing a tab shows its panel', () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs
        label="Profile"
        items={[
          { id: 'posts', label: 'Posts', content: 'Posts panel' },
          { id: 'media', label: 'Media', content: 'Media panel' },
        ]}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Media' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(onSelectionChange).toHaveBeenCalledWith('media');
  });
});
