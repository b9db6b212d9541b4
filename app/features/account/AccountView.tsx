/** /user/account as a view: who is signed in, the signed-in devices with Revoke, and Log out. */
import { Avatar, Button, ConfirmDialog, DateTime, Heading, Stack, Text, TextLink } from '#ds';

export interface AccountSession {
  id: number;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export interface AccountViewProps {
  user: { user_name: string; nickname: string; portrait: string };
  sessions: AccountSession[];
  /** The session being revoked, if any. */
  revoking?: number | null;
  loggingOut?: boolean;
  error?: string;
  onRevoke: (sessionId: number) => void;
  onLogout: () => void;
  /** Delete account (refused by the server while coins or earnings remain). */
  deleting?: boolean;
  /** The confirm dialog is open (controlled by the route so it can close it when the server answers). */
  confirmingDelete?: boolean;
  onConfirmingDeleteChange?: (open: boolean) => void;
  deleteError?: string;
  onDelete?: () => void;
}

/** "Chrome on Android" from a user agent, or the raw string when it is not recognised. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent || 'Unknown device');
}

export function AccountView({
  user,
  sessions,
  revoking = null,
  loggingOut = false,
  error,
  onRevoke,
  onLogout,
  deleting = false,
  confirmingDelete,
  onConfirmingDeleteChange,
  deleteError,
  onDelete,
}: AccountViewProps) {
  return (
    <Stack gap="xlarge">
      <Stack gap="small" align="center">
        <Avatar src={user.portrait || undefined} name={user.nickname || user.user_name} size="large" />
        <Text weight="semibold">{user.nickname}</Text>
        <Text tone="muted">@{user.user_name}</Text>
      </Stack>
      <section aria-labelledby="sessions-title">
        <Stack gap="medium">
          <Heading level={2} id="sessions-title">
            Signed-in devices
          </Heading>
          {error && (
            <Text tone="danger">
              <span role="alert">{error}</span>
            </Text>
          )}
          <Stack gap="medium">
            {sessions.map((session) => (
              <div key={session.id}>
                <Stack gap="xsmall">
                  <Text weight="medium">
                    {deviceName(session.user_agent)}
                    {session.current ? ' (this device)' : ''}
                  </Text>
                  <Text size="sm" tone="muted">
                    Signed in <DateTime value={session.created_at} />; last seen <DateTime value={session.last_seen_at} />
                  </Text>
                  {!session.current && (
                    <div>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={revoking === session.id}
                        onPress={() => onRevoke(session.id)}
                        aria-label={`Revoke ${deviceName(session.user_agent)}`}
                      >
                        Revoke
                      </Button>
                    </div>
                  )}
                </Stack>
              </div>
            ))}
          </Stack>
        </Stack>
      </section>
      <section aria-labelledby="safety-title">
        <Stack gap="small">
          <Heading level={2} id="safety-title">
            Safety and policies
          </Heading>
          <TextLink href="/manage/terms">Terms and policies</TextLink>
          <TextLink href="/manage/dmca_form">Report a copyright infringement (DMCA)</TextLink>
        </Stack>
      </section>
      <Button variant="danger" fullWidth loading={loggingOut} onPress={onLogout}>
        Log out
      </Button>
      {onDelete && (
        <section aria-labelledby="delete-title">
          <Stack gap="small">
            <Heading level={2} id="delete-title">
              Delete account
            </Heading>
            <Text tone="muted">Your profile, sign-in and saved cards are removed. An account that still holds coins or earnings cannot be deleted.</Text>
            {deleteError && (
              <Text tone="danger">
                <span role="alert">{deleteError}</span>
              </Text>
            )}
            <ConfirmDialog
              open={confirmingDelete}
              onOpenChange={onConfirmingDeleteChange}
              trigger={
                <Button variant="secondary" fullWidth>
                  Delete account
                </Button>
              }
              title="Delete your account?"
              description="This cannot be undone. You will be logged out on every device."
              confirmLabel="Delete account"
              tone="danger"
              loading={deleting}
              keepOpenOnConfirm
              onConfirm={onDelete}
            />
          </Stack>
        </section>
      )}
    </Stack>
  );
}
