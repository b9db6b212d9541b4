import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('an external link opens in a new tab and says so', () => {
    render(
      <TextLink href="https://help.example" external>
        Help
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: /Help.*opens in a new tab/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('an internal link', () => {
    render(<TextLink href="/terms">Terms</TextLink>);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });
});
