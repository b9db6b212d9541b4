import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PostView } from '../../../common/content';
import { FeedListView } from './FeedListView';

const post = (id: number): PostView => ({
  post_id: id,
  creator: { user_id: 7, user_name: 'ava_gold', nickname: 'Ava Gold', portrait: '' },
  caption: `Post ${id}`,
  visibility: 1,
  price: null,
  status: 3,
  scheduled_at: null,
  published_at: 1_795_000_000,
  created_at: 1_795_000_000,
  access: { locked: false },
  media: [],
});
const props = { onLoadMore: vi.fn(), onUnlock: vi.fn(), onShare: vi.fn(), empty: { title: 'Nothing', description: '' } };

describe('FeedListView (infinite scroll never steals focus)', () => {
  it('a new page leaves focus where it was, and the sentinel is neither focusable nor read', () => {
    const sentinel = { current: null as HTMLDivElement | null };
    const { rerender } = render(<FeedListView {...props} posts={[post(1)]} hasMore sentinelRef={sentinel} />);
    expect(sentinel.current).toHaveAttribute('aria-hidden', 'true');
    expect(sentinel.current).not.toHaveAttribute('tabindex');
    const share = screen.getByRole('button', { name: 'Share' });
    share.focus();
    rerender(<FeedListView {...props} posts={[post(1), post(2)]} hasMore sentinelRef={sentinel} />);
    expect(document.activeElement).toBe(share);
  });

  it('the last page arriving while on "Load more" hands its focus to the end line, not to the top of the page', () => {
    const { rerender } = render(<FeedListView {...props} posts={[post(1)]} hasMore />);
    screen.getByRole('button', { name: 'Load more' }).focus();
    rerender(<FeedListView {...props} posts={[post(1), post(2)]} hasMore={false} />);
    expect(document.activeElement).toHaveTextContent("You're all caught up.");
  });

  it('on the post page the card does not link to itself, and no end-of-list line shows', () => {
    render(<FeedListView {...props} posts={[post(1)]} hasMore={false} linkToPost={false} endLine={false} />);
    expect(screen.queryByRole('link', { name: 'Open post' })).toBeNull();
    expect(screen.queryByText("You're all caught up.")).toBeNull();
  });
});
