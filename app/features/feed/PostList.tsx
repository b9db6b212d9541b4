/**
 * A scrolling list of posts (/home, /user/post_view): more pages as the end comes into view,
 * read reports when a post is half on screen, unlock and share, and the view history so a
 * back navigation returns to the same place.
 */
import { useNavigationType, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useToast, formatCount } from '#ds';
import type { PostView } from '../../../common/content';
import type { RootLoaderData } from '../../root.server';
import { api } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useSpend } from '../pay/spend';
import { FeedListView } from './FeedListView';
import { keepUnchanged, loadHistory, saveHistory, topItem } from './view-history';

export interface PostPage {
  list: PostView[];
  next: string | null;
}

export interface PostListProps {
  /** The view history's key (one per list). */
  historyKey: string;
  first: PostPage;
  loadMore: (cursor: string) => Promise<PostPage>;
  /** The post to bring to the top on a fresh visit (/user/post_view). */
  startAt?: number;
  empty: { title: string; description: string };
  /** False on /post itself: no card links to the page it is on, and no end-of-list line under the one post. */
  linkToPost?: boolean;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function PostList({ historyKey, first, loadMore, startAt, empty, linkToPost = true }: PostListProps) {
  const navigationType = useNavigationType();
  const spend = useSpend();
  const toast = useToast();
  const [page, setPage] = useState<PostPage>(first);
  const [loading, setLoading] = useState(false);
  const [unlocking, setUnlocking] = useState<number | null>(null);
  const restore = useRef<{ index: number; offset: number } | null>(null);
  /** False until the list shows what it should and the reader is back in place: nothing is saved before. */
  const settled = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const reported = useRef(new Set<number>());
  const idem = useIdempotencyKey();
  const signedIn = Boolean(useRouteLoaderData<RootLoaderData>('root')?.viewer.loggedIn);

  // Back (or forward) onto this list: the posts and the place it had, not a new first page.
  useIsomorphicLayoutEffect(() => {
    settled.current = false;
    const saved = navigationType === 'POP' ? loadHistory<PostView>(historyKey) : null;
    if (saved && saved.list.length > 0) {
      setPage((shown) => keepUnchanged(shown, { list: saved.list, next: saved.has_next ? saved.next : null }));
      restore.current = { index: saved.index, offset: saved.offset };
    } else {
      setPage((shown) => keepUnchanged(shown, first));
      const index = startAt ? first.list.findIndex((p) => p.post_id === startAt) : -1;
      restore.current = index > 0 ? { index, offset: 0 } : null;
    }
  }, [historyKey, first]);

  const articles = () => [...(listRef.current?.querySelectorAll<HTMLElement>('article[data-post-id]') ?? [])];

  // After the router's own scroll handling (which runs after this list's effects), put the reader back.
  useEffect(() => {
    const target = restore.current;
    if (!target) {
      settled.current = true;
      return;
    }
    restore.current = null;
    const frame = requestAnimationFrame(() => {
      const el = articles()[target.index];
      if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY + target.offset, behavior: 'instant' as ScrollBehavior });
      settled.current = true;
    });
    return () => cancelAnimationFrame(frame);
  });

  // Remember where the reader is, for a later back navigation.
  const remember = useCallback(() => {
    // Once the list has left the page (a navigation), its positions mean nothing: keep what was saved.
    if (!settled.current || !listRef.current?.isConnected) return;
    const { index, offset } = topItem(articles().map((a) => a.getBoundingClientRect()));
    saveHistory(historyKey, { list: page.list, index, offset, has_next: page.next !== null, next: page.next });
  }, [historyKey, page]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(remember, 150);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Also when the list itself changes (a new page, an unlocked post).
    remember();
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [remember]);

  const more = useCallback(async () => {
    if (!page.next || loading) return;
    setLoading(true);
    try {
      const next = await loadMore(page.next);
      setPage((p) => ({ list: [...p.list, ...next.list.filter((n) => !p.list.some((o) => o.post_id === n.post_id))], next: next.next }));
    } catch {
      // The client has shown the error; the button below lets the reader try again.
    } finally {
      setLoading(false);
    }
  }, [page.next, loading, loadMore]);

  // The next page when the end of the list comes near.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !page.next || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void more(), { rootMargin: '600px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, page.next]);

  // A read report (post/event) once per post, when half of it has been on screen (signed-in readers).
  useEffect(() => {
    if (!signedIn || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.postId);
          if (!entry.isIntersecting || reported.current.has(id)) continue;
          reported.current.add(id);
          api()
            .call('post.event', { post_id: id }, { silent: true })
            .catch(() => undefined);
        }
      },
      { threshold: 0.5 },
    );
    for (const a of articles()) observer.observe(a);
    return () => observer.disconnect();
  }, [page.list, signedIn]);

  // Through the one door for spends (useSpend): it asks once with the price and the balance, sends a visitor to log in
  // and back, and says why it sends the fan to buy coins. After success the post shows unlocked (the button is gone).
  const unlock = async (post: PostView) => {
    const price = post.access.locked ? post.access.unlock_price : null;
    if (price === null || unlocking !== null) return;
    setUnlocking(post.post_id);
    try {
      await spend({
        title: 'Unlock this post',
        coins: price,
        purpose: 'to unlock this post',
        confirmLabel: `Unlock for ${formatCount(price)} coins`,
        spend: async () => {
          const intention = { post_id: post.post_id };
          const { post: opened } = await api().call('post.unlock', { ...intention, idem_key: idem.keyFor(intention) }, { silent: true });
          idem.done(intention);
          setPage((p) => ({ ...p, list: p.list.map((x) => (x.post_id === opened.post_id ? opened : x)) }));
        },
      });
    } catch (error) {
      toast.show((error as Error).message, { tone: 'danger' });
    } finally {
      setUnlocking(null);
    }
  };

  const share = async (post: PostView) => {
    const url = `${window.location.origin}/post?id=${post.post_id}`;
    // Share reports are counted; their errors are ignored (spec section 8).
    api()
      .call('share.do_post_share', { post_id: post.post_id }, { silent: true })
      .catch(() => undefined);
    try {
      if (navigator.share) await navigator.share({ url, title: `A post by ${post.creator.nickname || post.creator.user_name}` });
      else {
        await navigator.clipboard.writeText(url);
        toast.show('Link copied');
      }
    } catch {
      // The reader closed the share sheet.
    }
  };

  // The cards' handlers keep their identity, so a card re-renders only when its own post changes (PostCard is memoised):
  // the router re-renders the list after hydration, e.g. when it learns the routes the page links to (ADR 115).
  const handlers = useRef({ unlock, share });
  useIsomorphicLayoutEffect(() => {
    handlers.current = { unlock, share };
  });
  const onUnlock = useCallback((p: PostView) => void handlers.current.unlock(p), []);
  const onShare = useCallback((p: PostView) => void handlers.current.share(p), []);

  return (
    <FeedListView
      posts={page.list}
      hasMore={page.next !== null}
      loadingMore={loading}
      onLoadMore={() => void more()}
      unlocking={unlocking}
      onUnlock={onUnlock}
      onShare={onShare}
      empty={empty}
      listRef={listRef}
      sentinelRef={sentinel}
      linkToPost={linkToPost}
      endLine={linkToPost}
    />
  );
}
