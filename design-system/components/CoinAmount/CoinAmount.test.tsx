import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinAmount } from './CoinAmount';

describe('CoinAmount', () => {
  it('shows the formatted amount with the coin icon and says "coins" to assistive technology, as the screens do', () => {
    const { container } = render(<CoinAmount amount={12500} />);
    expect(container.textContent).toMatch(/12\.5K/);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('12,500 coins')).toBeInTheDocument();
  });
});
