/** Under a profile's posts grid: the next page of posts (keyset), while there is one. */
import { Box, Button } from '#ds';

export function MorePosts({ hasMore, loading = false, onLoadMore }: { hasMore: boolean; loading?: boolean; onLoadMore: () => void }) {
  if (!hasMore) return null;
  return (
    <Box paddingX="large" paddingY="medium">
      <Button variant="secondary" fullWidth loading={loading} onPress={onLoadMore}>
        Load more posts
      </Button>
    </Box>
  );
}
