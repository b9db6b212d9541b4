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

  it("a portrait of ours offers its 160 and 320 squares at the circle's width; another picture only itself", () => {
    const { container } = render(<Avatar src="/media/7/w_320,h_320" name="Aurora Gold" size="medium" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('srcset', '/media/7/w_160,h_160 160w, /media/7/w_320,h_320 320w');
    expect(img).toHaveAttribute('sizes', '2.75rem');
    const other = render(<Avatar src="https://example.com/me.png" name="Aurora Gold" />).container.querySelector('img')!;
    expect(other).not.toHaveAttribute('srcset');
    expect(other).not.toHaveAttribute('sizes');
  });

  it('without a picture: the initials, named for assistive technology unless decorative', () => {
    render(<Avatar name="Aurora Gold" />);
    expect(screen.getByRole('img', { name: 'Aurora Gold' })).toBeInTheDocument();
    const { container } = render(<Avatar name="Other Person" decorative />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
