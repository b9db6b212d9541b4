import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './CoverImage';

describe('CoverImage', () => {
  it('offers its narrower variants and, as the top of a profile, loads first', () => {
    const { container } = render(<CoverImage src="/media/4/w_1280,h_0" srcSet="/media/4/w_640,h_0 640w" sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('srcset', '/media/4/w_640,h_0 640w');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
  });

  it('keeps the band without a picture', () => {
    const { container } = render(<CoverImage />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).not.toBeNull();
  });
});
