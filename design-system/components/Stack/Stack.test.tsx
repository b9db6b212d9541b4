import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in the element asked for, styled by classes only', () => {
    render(
      <Stack as="section" gap="large">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    const section = screen.getByText('One').parentElement!;
    expect(section.tagName).toBe('SECTION');
    expect(section.getAttribute('style')).toBeNull();
    expect(section.className).not.toBe('');
  });
});
