/** /user/blocked: the users the viewer blocked, with Unblock. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Box } from '#ds';
import { BlockedUsersView } from '../features/chat/BlockedUsersView';
import { requireSignedUp } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  return { users: await context.services.chat.blocked(user.user_id) };
}

export default function BlockedUsers() {
  const loaded = useLoaderData<typeof loader>();
  const [users, setUsers] = useState(loaded.users);
  const [unblocking, setUnblocking] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => setUsers(loaded.users), [loaded.users]);

  const unblock = async (userId: number) => {
    setUnblocking(userId);
    setError(undefined);
    try {
      await api().call('user.unblock', { user_id: userId }, { silent: true });
      setUsers((current) => current.filter((u) => u.id !== userId));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUnblocking(null);
    }
  };

  return (
    <ScreenFrame title="Blocked Users">
      <Box paddingX="large" paddingY="large">
        <BlockedUsersView users={users} unblocking={unblocking} onUnblock={(id) => void unblock(id)} error={error} />
      </Box>
    </ScreenFrame>
  );
}
