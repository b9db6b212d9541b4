/** A list of people (followers, following, creators to discover): each row opens the profile; the search also says who you follow. */
import type { ReactNode } from 'react';
import { Avatar, Button, EmptyState, ItemList, ListRow, Stack, Text } from '#ds';
import type { UserListItem } from '../../../common/feed';

export interface PeopleListProps {
  label: string;
  people: UserListItem[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** The empty state's title, and optionally one sentence and one action (design brief, "Empty states"). */
  empty: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
}

export function PeopleList({ label, people, hasMore, loadingMore = false, onLoadMore, empty, emptyDescription, emptyAction }: PeopleListProps) {
  if (people.length === 0) return <EmptyState icon="people" title={empty} description={emptyDescription} action={emptyAction} />;
  return (
    <Stack gap="medium">
      <ItemList label={label} gap="none">
        {people.map((p) => {
          const name = p.nickname || p.user_name;
          return (
            <li key={p.user_id}>
              <ListRow
                href={`/@${p.user_name}`}
                label={p.following ? `${name}, @${p.user_name}, following` : undefined}
                leading={<Avatar src={p.portrait || undefined} name={name} size="medium" decorative />}
                title={name}
                description={`@${p.user_name}`}
                meta={
                  p.following ? (
                    <Text as="span" size="sm" tone="accent" weight="semibold">
                      Following
                    </Text>
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </ItemList>
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
