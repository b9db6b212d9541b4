import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider, LazyNotificationBanners } from '#ds';
import type { RealtimeNotify } from '../../../common/notifications';
import { useBanners } from '../../stores/notifications';
import { useRealtimeStore } from '../../stores/realtime';
import { BannerHost, receiveRealtimeNotify } from './BannerHost';

const notify = (over: Partial<RealtimeNotify> = {}): RealtimeNotify => ({
  id: 1,
  notify_type: 30,
  is_show: 1,
  is_add: 1,
  link: '/notifications',
  meta: {},
  content: { title: 'Golden Fan sent you a tip' },
  created_at: '2026-11-22T10:00:00Z',
  ...over,
});

function renderHost() {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="*" element={<BannerHost />} />
        </Routes>
        <Routes>
          <Route path="/notifications" element={<p>notifications page</p>} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

// The host loads the design system's component on demand (ADR 105): loaded first, it renders at once.
beforeAll(() => Promise.all([LazyNotificationBanners.preload()]));

beforeEach(() => {
  vi.useFakeTimers();
  useBanners.setState({ banners: [] });
  useRealtimeStore.setState({ TN: 2 });
});
afterEach(() => vi.useRealTimers());

describe('banner host', () => {
  it('is_show shows a banner and is_add raises TN; it leaves after 1 s by default', () => {
    renderHost();
    act(() => receiveRealtimeNotify(notify(), 'a'));
    expect(screen.getByText('Golden Fan sent you a tip')).toBeInTheDocument();
    expect(useRealtimeStore.getState().TN).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(useBanners.getState().banners).toEqual([]);
  });

  it('show_seconds keeps it longer; is_show 0 only counts; is_add 0 only shows', () => {
    renderHost();
    act(() => receiveRealtimeNotify(notify({ show_seconds: 5 }), 'a'));
    act(() => vi.advanceTimersByTime(4_900));
    expect(useBanners.getState().banners).toHaveLength(1);
    act(() => receiveRealtimeNotify(notify({ is_show: 0 }), 'b'));
    expect(useBanners.getState().banners.map((b) => b.uuid)).toEqual(['a']);
    expect(useRealtimeStore.getState().TN).toBe(4);
    act(() => receiveRealtimeNotify(notify({ is_add: 0 }), 'c'));
    expect(useRealtimeStore.getState().TN).toBe(4);
    expect(useBanners.getState().banners.map((b) => b.uuid)).toEqual(['a', 'c']);
  });

  it("a chat banner of the conversation open on /chatRoom is not shown (nor counted); another conversation's is", () => {
    renderHost();
    useRealtimeStore.setState({ activeConversationId: 9 });
    const chat = (conversation_id: number, title: string) =>
      notify({ id: 0, notify_type: 10, is_add: 0, meta: { conversation_id }, content: { title }, show_seconds: 3 });
    act(() => receiveRealtimeNotify(chat(9, 'Open chat'), 'open'));
    act(() => receiveRealtimeNotify(chat(12, 'Other chat'), 'other'));
    expect(screen.queryByText('Open chat')).not.toBeInTheDocument();
    expect(screen.getByText('Other chat')).toBeInTheDocument();
    expect(useRealtimeStore.getState().TN).toBe(2);
    useRealtimeStore.setState({ activeConversationId: null });
    act(() => receiveRealtimeNotify(chat(9, 'Closed now'), 'later'));
    expect(screen.getByText('Closed now')).toBeInTheDocument();
    // On the conversation list the message shows there: no new-message banner.
    window.history.pushState({}, '', '/message');
    act(() => receiveRealtimeNotify(chat(12, 'On the list'), 'list'));
    expect(screen.queryByText('On the list')).not.toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('a live notification carries the LIVE badge', () => {
    renderHost();
    act(() => receiveRealtimeNotify(notify({ notify_type: 20, content: { title: 'Gold Creator is live' } }), 'live'));
    expect(screen.getByTestId('notification-banner')).toHaveAttribute('data-live', 'true');
    expect(screen.getByText('LIVE')).toBeInTheDocument();
  });

  it('pressing the banner opens its link and dismisses it', () => {
    renderHost();
    act(() => receiveRealtimeNotify(notify({ show_seconds: 10 }), 'a'));
    fireEvent.click(screen.getByText('Golden Fan sent you a tip'));
    expect(screen.getByText('notifications page')).toBeInTheDocument();
    expect(useBanners.getState().banners).toEqual([]);
  });

  it('a swipe up of more than 10 px dismisses every banner', () => {
    renderHost();
    act(() => {
      receiveRealtimeNotify(notify({ show_seconds: 10 }), 'a');
      receiveRealtimeNotify(notify({ show_seconds: 10, content: { title: 'Second' } }), 'b');
    });
    fireEvent.pointerDown(screen.getByText('Second'), { clientY: 100 });
    fireEvent.pointerMove(window, { clientY: 89 });
    expect(useBanners.getState().banners).toEqual([]);
  });
});
