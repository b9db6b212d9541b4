import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge';

describe('Badge', () => {
  it('caps the count at 99+', () => {
    render(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('150 unread')).toBeInTheDocument();
  });

  it('shows the count as is up to the cap', () => {
    render(<Badge count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('renders nothing for zero', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes another cap and label', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
    render(<Badge count={3} label="3 new messages" />);
    expect(screen.getByText('3 new messages')).toBeInTheDocument();
  });
});
