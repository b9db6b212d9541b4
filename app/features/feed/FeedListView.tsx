/** A list of posts as a view (/home, /user/post_view): the posts, then "Load more" or "You're all caught up", or the empty state. */
import type { Ref } from 'react';
import { Button, EmptyState, Stack, Text } from '#ds';
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
}: FeedListViewProps) {
  if (posts.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <div ref={listRef}>
      <Stack gap="xlarge">
        {posts.map((post) => (
          <PostCard key={post.post_id} post={post} unlocking={unlocking === post.post_id} onUnlock={onUnlock} onShare={onShare} sources={sources} />
        ))}
        <div ref={sentinelRef} />
        {hasMore ? (
          <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
            Load more
          </Button>
        ) : (
          <Text tone="muted" size="sm">
            {"You're all caught up."}
          </Text>
        )}
      </Stack>
    </div>
  );
}
