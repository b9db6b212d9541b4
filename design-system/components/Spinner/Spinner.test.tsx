import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with its label', () => {
    render(<Spinner label="Loading posts" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts');
  });
});
