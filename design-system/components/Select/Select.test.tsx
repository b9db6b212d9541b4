import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  it('a labelled button showing the chosen option', () => {
    render(
      <Select
        label="Payout method"
        options={[
          { id: 'paypal', label: 'PayPal' },
          { id: 'ach', label: 'ACH' },
        ]}
        value="ach"
      />,
    );
    expect(screen.getByRole('button', { name: /ACH/ })).toBeInTheDocument();
    expect(screen.getAllByText('Payout method').length).toBeGreaterThan(0);
  });
});
