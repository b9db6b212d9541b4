import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './SidePanel';

describe('SidePanel', () => {
  it('the site links and the social links', () => {
    render(<SidePanel links={[{ label: 'Contact us', href: '/contact-us' }]} socialLinks={[{ label: 'X', href: 'https://x.example' }]} />);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: /X/ })).toHaveAttribute('href', 'https://x.example');
  });
});
