/** A list of posts as a view (/home, /user/post_view): the posts, then "Load more" or "You're all caught up", or the empty state. */
import { type Ref, useEffect, useRef } from 'react';
import { Box, Button, EmptyState, Stack, Text } from '#ds';
import type { PostView } from '../../../common/content';
import { PostCard, type PostCardProps } from './PostCard';

export interface FeedListViewProps {
  posts: PostView[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** The post whose unlock is in flight. */
  unlocking?: number | null;
  onUnlock: (post: PostView) => void;
  onShare: (post: PostView) => void;
  empty: { title: string; description: string };
  /** The list element (the view history measures the posts in it). */
  listRef?: Ref<HTMLDivElement>;
  /** Just after the last post: coming into view loads the next page. */
  sentinelRef?: Ref<HTMLDivElement>;
  /** Image sources for a media URL (stories use local pictures). */
  sources?: PostCardProps['sources'];
  /** Whether each card links to its post's page (not on /post itself). */
  linkToPost?: boolean;
  /** "You're all caught up." after the last page (not on /post, which shows one post). */
  endLine?: boolean;
}

export function FeedListView({
  posts,
  hasMore,
  loadingMore = false,
  onLoadMore,
  unlocking = null,
  onUnlock,
  onShare,
  empty,
  listRef,
  sentinelRef,
  sources,
  linkToPost = true,
  endLine = true,
}: FeedListViewProps) {
  // A reader on "Load more" when the last page arrives keeps their place: the end line takes the focus the
  // vanished button had (the browser would drop it to the top of the page). Nothing else ever moves focus.
  const moreFocused = useRef(false);
  const end = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!hasMore && moreFocused.current) {
      moreFocused.current = false;
      end.current?.focus({ preventScroll: true });
    }
  }, [hasMore]);
  if (posts.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <div ref={listRef}>
      <Stack gap="xlarge">
        {posts.map((post, index) => (
          <PostCard
            key={post.post_id}
            priority={index === 0}
            post={post}
            unlocking={unlocking === post.post_id}
            onUnlock={onUnlock}
            onShare={onShare}
            sources={sources}
            linkToPost={linkToPost}
          />
        ))}
        {/* Only watched for coming into view: never focusable, never read; a new page never moves focus or the scroll. */}
        <div ref={sentinelRef} aria-hidden="true" />
        {hasMore ? (
          <Button
            variant="secondary"
            loading={loadingMore}
            onPress={onLoadMore}
            onFocus={() => (moreFocused.current = true)}
            onBlur={() => (moreFocused.current = false)}
          >
            Load more
          </Button>
        ) : endLine ? (
          <Box paddingX="medium" ref={end} tabIndex={-1}>
            <Text tone="muted" size="sm">
              {"You're all caught up."}
            </Text>
          </Box>
        ) : null}
      </Stack>
    </div>
  );
}
