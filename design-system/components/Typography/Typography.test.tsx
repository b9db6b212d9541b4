import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, Text } from './Typography';

describe('Typography', () => {
  it('headings keep their level; text renders as the element asked for', () => {
    render(
      <>
        <Heading level={2}>Wallet</Heading>
        <Text as="span">Balance</Text>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByText('Balance').tagName).toBe('SPAN');
  });
});
