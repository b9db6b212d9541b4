import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaGrid } from './MediaGrid';

describe('MediaGrid', () => {
  it('is a named list of its tiles', () => {
    render(
      <MediaGrid label="Your vault">
        <li>One</li>
        <li>Two</li>
      </MediaGrid>,
    );
    const list = screen.getByRole('list', { name: 'Your vault' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
