import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('announces what is loading', () => {
    render(<LoadingScreen label="Loading Fanstage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Fanstage');
  });
});
