import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';

describe('TabBar', () => {
  it('five tabs, the current one marked, badges capped at 99+', () => {
    render(
      <TabBar
        label="Main"
        items={[
          { id: 'home', label: 'Home', icon: 'home', href: '/home', current: true },
          { id: 'notifications', label: 'Notifications', icon: 'bell', href: '/notifications', badge: 7 },
          { id: 'publish', label: 'Publish', icon: 'camera', onPress: () => undefined },
          { id: 'messages', label: 'Messages', icon: 'chat', href: '/message', badge: 150 },
          { id: 'me', label: 'Me', icon: 'person', href: '/@me' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('a, button')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });
});
