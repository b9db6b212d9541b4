import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceCards } from './ChoiceCards';

const options = [
  { id: '100', title: '100 coins', detail: '$1.00', label: '100 coins for $1.00' },
  { id: '500', title: '500 coins', detail: '$5.00', label: '500 coins for $5.00' },
];

describe('ChoiceCards', () => {
  it('is a radio group: a click and the arrow keys choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ChoiceCards label="Coin package" options={options} defaultValue="100" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Coin package' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '100 coins for $1.00' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '500 coins for $5.00' }));
    expect(onChange).toHaveBeenLastCalledWith('500');
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('100');
    expect(screen.getByRole('radio', { name: '100 coins for $1.00' })).toBeChecked();
  });
});
