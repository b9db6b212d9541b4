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

  it("only the first post's first picture loads first; the others wait until they near the screen", () => {
    const withPictures = (id: number): PostView => ({
      ...post(id),
      media: [1, 2].map((n) => ({
        media_id: id * 10 + n,
        kind: 1 as const,
        width: 720,
        height: 900,
        duration_ms: null,
        locked: false,
        url: `/media/p/${id}/${id * 10 + n}`,
        poster_url: null,
        preview_url: '',
      })),
    });
    render(<FeedListView {...props} posts={[withPictures(1), withPictures(2)]} hasMore={false} />);
    const pictures = screen.getAllByRole('img').filter((img) => img.getAttribute('alt')?.startsWith('Photo'));
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });
});
