import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prose } from './Prose';

describe('Prose', () => {
  it('wraps written content', () => {
    render(
      <Prose>
        <h2>Terms</h2>
        <p>Text</p>
      </Prose>,
    );
    expect(screen.getByRole('heading', { name: 'Terms' }).parentElement!.className).toMatch(/\S/);
  });
});
