import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBanner, NotificationBanners, type BannerNotification } from './NotificationBanner';
import * as styles from './NotificationBanner.css';

const base: BannerNotification = { uuid: 'a', notify_type: 1, middle: { title: 'Mia', summary: 'Liked your post' } };

describe('NotificationBanners auto-hide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses a banner after 1 s when show_seconds is absent', () => {
    const onDismiss = vi.fn();
    render(<NotificationBanners banners={[base]} onDismiss={onDismiss} onDismissAll={() => {}} />);
    act(() => vi.advanceTimersByTime(999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('dismisses after show_seconds', () => {
    const onDismiss = vi.fn();
    render(<NotificationBanners banners={[{ ...base, show_seconds: 3 }]} onDismiss={onDismiss} onDismissAll={() => {}} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('stays when autoHide is off', () => {
    const onDismiss = vi.fn();
    render(<NotificationBanners banners={[base]} autoHide={false} onDismiss={onDismiss} onDismissAll={() => {}} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('NotificationBanners gestures', () => {
  it('a swipe up of more than 10 px dismisses every banner; 10 px does not', () => {
    const onDismissAll = vi.fn();
    render(<NotificationBanners banners={[base, { ...base, uuid: 'b' }]} autoHide={false} onDismiss={() => {}} onDismissAll={onDismissAll} />);
    const surface = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.pointerDown(surface, { clientY: 100 });
    fireEvent.pointerUp(window, { clientY: 90 });
    expect(onDismissAll).not.toHaveBeenCalled();
    fireEvent.pointerDown(surface, { clientY: 100 });
    fireEvent.pointerMove(window, { clientY: 89 });
    expect(onDismissAll).toHaveBeenCalledTimes(1);
  });

  it('Escape dismisses every banner', () => {
    const onDismissAll = vi.fn();
    render(<NotificationBanners banners={[base]} autoHide={false} onDismiss={() => {}} onDismissAll={onDismissAll} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Dismiss' }), { key: 'Escape' });
    expect(onDismissAll).toHaveBeenCalledTimes(1);
  });
});

describe('NotificationBanner', () => {
  it('shows the LIVE badge only for type 20 and clamps the summary', () => {
    const { rerender } = render(<NotificationBanner banner={base} onDismiss={() => {}} />);
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.getByText('Liked your post')).toHaveClass(styles.summary);
    expect(screen.getByText('Liked your post')).not.toHaveClass(styles.summaryLive);
    rerender(<NotificationBanner banner={{ ...base, notify_type: 20, middle: { title: 'Mia', summary: 'is live now' } }} onDismiss={() => {}} />);
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByTestId('notification-banner')).toHaveAttribute('data-live', 'true');
  });

  it('right button (type 2), tokens, open and dismiss', () => {
    const onOpen = vi.fn();
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    const banner: BannerNotification = { ...base, right: { type: 2, content: 'Reply' }, meta: { tokens: 1500 } };
    render(<NotificationBanner banner={banner} onOpen={onOpen} onAction={onAction} onDismiss={onDismiss} />);
    expect(screen.getByText('1.5K')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(onAction).toHaveBeenCalledWith(banner);
    fireEvent.click(screen.getByRole('button', { name: /Mia/ }));
    expect(onOpen).toHaveBeenCalledWith(banner);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('no button for a right part of another type', () => {
    render(<NotificationBanner banner={{ ...base, right: { type: 1, content: 'Reply' } }} onDismiss={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
