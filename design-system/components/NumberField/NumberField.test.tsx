import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('a labelled number input with its error', () => {
    render(<NumberField label="Coins" value={20} errorMessage="Please enter coins from 1 to 10000" isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Coins' });
    expect(input).toHaveValue('20');
    expect(input).toHaveAccessibleDescription('Please enter coins from 1 to 10000');
  });
});
