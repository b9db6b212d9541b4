import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { AccountView } from '../features/account/AccountView';
import { MyReportsSection } from '../features/moderation/MyReportsView';
import { logout } from '../features/session/logout';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { requireSignedUp } from '../features/session/access.server';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /user/account: the signed-in user, their sessions (revocable), logout, and delete account. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { session, services } = context;
  const user = requireSignedUp(context, request);
  const [sessions, reports] = await Promise.all([
    services.identity.listSessions(user.user_id, session!.sessionId),
    // Reporters find their reports and outcomes here (ADR 092).
    services.moderation.myReports(user.user_id),
  ]);
  return { user, sessions, reports };
}

export default function Account() {
  const { user, sessions, reports } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [revoking, setRevoking] = useState<number | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [error, setError] = useState<string>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  const deleteAccount = async () => {
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await api().call('user.delete', {}, { silent: true });
      setConfirmingDelete(false);
      void logout();
    } catch (failure) {
      setDeleting(false);
      setConfirmingDelete(false);
      setDeleteError((failure as Error).message);
    }
  };

  const revoke = async (sessionId: number) => {
    setRevoking(sessionId);
    setError(undefined);
    try {
      await api().call('auth.sessions.revoke', { session_id: sessionId }, { silent: true });
      revalidator.revalidate();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setRevoking(null);
    }
  };

  return (
    <ScreenFrame title="Account">
      <Box paddingX="large" paddingY="large">
        <AccountView
          user={user}
          sessions={sessions}
          revoking={revoking}
          loggingOut={loggingOut}
          error={error}
          onRevoke={(id) => void revoke(id)}
          onLogout={() => {
            setLoggingOut(true);
            void logout();
          }}
          deleting={deleting}
          confirmingDelete={confirmingDelete}
          onConfirmingDeleteChange={setConfirmingDelete}
          deleteError={deleteError}
          onDelete={() => void deleteAccount()}
        />
        <MyReportsSection reports={reports} />
      </Box>
    </ScreenFrame>
  );
}
