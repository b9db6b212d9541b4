/** /user/blocked as a view: the users the viewer blocked, each with Unblock. */
import { Avatar, Box, Button, EmptyState, ItemList, Stack, Text } from '#ds';

export interface BlockedUserItem {
  id: number;
  user_name: string;
  nickname: string;
  portrait: string;
}

export interface BlockedUsersViewProps {
  users: BlockedUserItem[];
  unblocking?: number | null;
  onUnblock: (userId: number) => void;
  error?: string;
}

export function BlockedUsersView({ users, unblocking = null, onUnblock, error }: BlockedUsersViewProps) {
  return (
    <Stack gap="medium">
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      {users.length === 0 ? (
        <EmptyState icon="person" title="No blocked users" description="People you block cannot message you, and you cannot message them." />
      ) : (
        <ItemList label="Blocked users" gap="small">
          {users.map((user) => {
            const name = user.nickname || user.user_name;
            return (
              <Box as="li" key={user.id} display="flex" alignItems="center" gap="small">
                <Avatar src={user.portrait || undefined} name={name} decorative />
                <Box flexGrow={1} display="flex" flexDirection="column">
                  <Text weight="semibold">{name}</Text>
                  <Text size="sm" tone="muted">
                    @{user.user_name}
                  </Text>
                </Box>
                <Button size="sm" variant="secondary" loading={unblocking === user.id} onPress={() => onUnblock(user.id)} aria-label={`Unblock ${name}`}>
                  Unblock
                </Button>
              </Box>
            );
          })}
        </ItemList>
      )}
    </Stack>
  );
}
