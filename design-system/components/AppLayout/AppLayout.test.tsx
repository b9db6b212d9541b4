import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from './AppLayout';

describe('AppLayout', () => {
  it('the page, the side panel and the tab bar', () => {
    render(
      <AppLayout width="feed" sidePanel={<nav aria-label="Site">side</nav>} tabBar={<nav aria-label="Main">tabs</nav>}>
        <p>Page</p>
      </AppLayout>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
