/** /user/list as a view: search creators by name, the results as rows (avatar, name, handle, Following), why there are none, more pages. */
import { Button, Stack, TextField } from '#ds';
import type { UserListItem } from '../../../common/feed';
import { PeopleList } from './PeopleList';

export interface CreatorSearchViewProps {
  /** What is typed in the search field. */
  search: string;
  onSearchChange: (value: string) => void;
  /** Runs the search (Enter in the field). */
  onSearch: (query: string) => void;
  /** The query the results are for ('' for every creator). */
  query: string;
  people: UserListItem[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
}

export function CreatorSearchView({ search, onSearchChange, onSearch, query, people, hasMore, loadingMore, onLoadMore }: CreatorSearchViewProps) {
  return (
    <Stack gap="large">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(search.trim());
        }}
      >
        <TextField label="Search creators" type="search" value={search} onChange={onSearchChange} />
      </form>
      <PeopleList
        label={query ? `Creators matching "${query}"` : 'Creators'}
        people={people}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
        empty={query ? `No creators found for "${query}"` : 'No creators here yet'}
        emptyDescription={query ? 'Check the spelling, or search for part of a name.' : 'Creators show up here as soon as they join.'}
        emptyAction={
          query ? (
            <Button
              variant="secondary"
              onPress={() => {
                onSearchChange('');
                onSearch('');
              }}
            >
              Show all creators
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
}
