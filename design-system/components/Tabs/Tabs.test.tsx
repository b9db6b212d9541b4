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

  it('one tab stop; arrow keys, Home and End move to the enabled tabs and select them; each panel is labelled by its tab', () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs
        label="Messages"
        items={[
          { id: 'all', label: 'All', content: 'All panel' },
          { id: 'archived', label: 'Archived', content: 'Archived panel', disabled: true },
          { id: 'unread', label: 'Unread', content: 'Unread panel' },
        ]}
        onSelectionChange={onSelectionChange}
      />,
    );
    const all = screen.getByRole('tab', { name: 'All' });
    const unread = screen.getByRole('tab', { name: 'Unread' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(unread).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All panel');

    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(unread).toHaveFocus();
    expect(unread).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('unread');
    expect(screen.getByRole('tabpanel', { name: 'Unread' })).toHaveTextContent('Unread panel');
    expect(screen.queryByText('All panel')).toBeNull();

    fireEvent.keyDown(unread, { key: 'ArrowRight' });
    expect(all).toHaveFocus();
    fireEvent.keyDown(all, { key: 'End' });
    expect(unread).toHaveFocus();
    fireEvent.keyDown(unread, { key: 'Home' });
    expect(all).toHaveFocus();
    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(unread).toHaveFocus();
  });
});
