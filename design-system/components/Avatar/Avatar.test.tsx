import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('initials from the name', () => {
    expect(initialsOf('Golden Fan')).toBe('GF');
    expect(initialsOf('aurora')).toBe('A');
  });

  it('shows the picture, and the initials when it fails to load', () => {
    const { container } = render(<Avatar src="/missing.png" name="Aurora Gold" />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AG')).toBeInTheDocument();
  });

  it('without a picture: the initials, named for assistive technology unless decorative', () => {
    render(<Avatar name="Aurora Gold" />);
    expect(screen.getByRole('img', { name: 'Aurora Gold' })).toBeInTheDocument();
    const { container } = render(<Avatar name="Other Person" decorative />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
