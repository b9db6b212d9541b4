import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatePicker, latestBirthdayFor } from './DatePicker';

describe('DatePicker', () => {
  it('the latest birthday of someone who is 18 today', () => {
    expect(latestBirthdayFor(18, new Date('2026-11-22T12:00:00Z'))).toBe('2008-11-22');
  });

  it('a labelled group of date segments with its error', () => {
    render(<DatePicker label="Birthday" value="1990-05-17" errorMessage="Not available for users under 18." isInvalid />);
    expect(screen.getByRole('group', { name: 'Birthday' })).toBeInTheDocument();
    expect(screen.getByText('Not available for users under 18.')).toBeInTheDocument();
    expect(screen.getAllByRole('spinbutton').length).toBe(3);
  });
});
