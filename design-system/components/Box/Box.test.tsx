import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('turns token props into classes and passes the rest to the element', () => {
    render(
      <Box as="aside" padding="large" aria-label="Side">
        x
      </Box>,
    );
    const box = screen.getByLabelText('Side');
    expect(box.tagName).toBe('ASIDE');
    expect(box).not.toHaveAttribute('padding');
    expect(box.className).toMatch(/\S/);
  });
});
