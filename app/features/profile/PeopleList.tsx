/** A list of people (followers, following, creators to discover): each row opens the profile. */
import { Avatar, Box, Button, EmptyState, ItemList, ItemRowLink, Stack, Text } from '#ds';
import type { UserListItem } from '../../../common/feed';

export interface PeopleListProps {
  label: string;
  people: UserListItem[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  empty: string;
}

export function PeopleList({ label, people, hasMore, loadingMore = false, onLoadMore, empty }: PeopleListProps) {
  if (people.length === 0) return <EmptyState title={empty} />;
  return (
    <Stack gap="medium">
      <ItemList label={label}>
        {people.map((p) => (
          <li key={p.user_id}>
            <ItemRowLink href={`/@${p.user_name}`}>
              <Box display="flex" alignItems="center" gap="small">
                <Avatar src={p.portrait || undefined} name={p.nickname || p.user_name} size="small" decorative />
                <Stack gap="none">
                  <Text weight="semibold">{p.nickname || p.user_name}</Text>
                  <Text size="sm" tone="muted">
                    @{p.user_name}
                  </Text>
                </Stack>
              </Box>
            </ItemRowLink>
          </li>
        ))}
      </ItemList>
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
