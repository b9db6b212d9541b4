import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBanner } from './NotificationBanner';

const banner = { uuid: 'b1', notify_type: 10, middle: { title: 'Ava', summary: 'sent you a gift' }, meta: { tokens: 500 } };

describe('NotificationBanner', () => {
  it('title, summary, token amount; opens, acts and dismisses', () => {
    const onOpen = vi.fn();
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    render(<NotificationBanner banner={{ ...banner, right: { type: 2, content: 'Reply' } }} onOpen={onOpen} onAction={onAction} onDismiss={onDismiss} />);
    expect(screen.getByText('sent you a gift')).toBeInTheDocument();
    expect(screen.getAllByText(/500/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Ava/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onOpen).toHaveBeenCalled();
    expect(onAction).toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalledWith('b1');
  });

  it('type 20 is a live notification with the LIVE badge', () => {
    render(<NotificationBanner banner={{ ...banner, notify_type: 20 }} onDismiss={() => undefined} />);
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByTestId('notification-banner')).toHaveAttribute('data-live', 'true');
  });
});
