import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AgeGateCard } from './AgeGateCard';

describe('AgeGateCard', () => {
  it('agree and leave', () => {
    const onAgree = vi.fn();
    const onLeave = vi.fn();
    render(<AgeGateCard open onAgree={onAgree} onLeave={onLeave} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    fireEvent.click(buttons[0]);
    fireEvent.click(buttons[1]);
    expect(onAgree.mock.calls.length + onLeave.mock.calls.length).toBe(2);
  });
});
