import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

const NAMES = ['home', 'bell', 'camera', 'chat', 'person', 'coin', 'gift', 'lock', 'live', 'back', 'close', 'more'] as const;

describe('Icon', () => {
  it.each(NAMES)('%s is an inline svg, hidden from assistive technology without a label', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg).not.toBeNull();
    expect(svg.querySelector('path, circle, rect, polygon, line, polyline')).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('with a label it is an image with that name', () => {
    const { getByRole } = render(<Icon name="lock" label="Locked" />);
    expect(getByRole('img', { name: 'Locked' })).toBeInTheDocument();
  });
});
