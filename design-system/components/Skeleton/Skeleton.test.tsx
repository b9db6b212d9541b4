import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and draws the asked number of lines', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.querySelectorAll('span, div').length + (root.tagName === 'SPAN' ? 0 : 0)).toBeGreaterThanOrEqual(3);
  });
});
