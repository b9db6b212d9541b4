import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatCoins } from '../../lib/format';
import { Money } from './Money';

describe('Money and coin amounts', () => {
  it('money has two decimals and K/M/B/T suffixes', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1500)).toMatch(/^\$1\.50K$/);
    expect(formatMoney(2_000_000)).toMatch(/^\$2\.00M$/);
    render(<Money amount={0.25} />);
    expect(screen.getByText('$0.25')).toBeInTheDocument();
  });

  it('tokens get K/M/B/T suffixes', () => {
    expect(formatCoins(999)).toBe('999');
    expect(formatCoins(1500)).toMatch(/^1\.5K$/);
    expect(formatCoins(3_000_000_000)).toMatch(/^3B$/);
    expect(formatCoins(4e12)).toMatch(/^4T$/);
  });
});
