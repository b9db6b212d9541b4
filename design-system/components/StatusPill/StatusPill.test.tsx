import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusPill } from './StatusPill';

describe('StatusPill', () => {
  it('shows its words, styled by its tone', () => {
    const { rerender } = render(<StatusPill tone="success">Active</StatusPill>);
    const success = screen.getByText('Active').className;
    rerender(<StatusPill tone="danger">Active</StatusPill>);
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Active').className).not.toBe(success);
  });
});
