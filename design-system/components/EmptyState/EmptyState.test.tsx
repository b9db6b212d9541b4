import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('title, description and an action', () => {
    render(<EmptyState title="No posts yet" description="Posts will show here." action={<button type="button">Create</button>} />);
    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Posts will show here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });
});
