/** /manage/email/unsubscribe as a view: the outcome of an email's unsubscribe link, with Resubscribe (no login needed). */
import { Button, EmptyState, Stack, Text, TextLink } from '#ds';
import { EMAIL_CATEGORY_LABELS, type EmailCategory } from '../../../common/notifications';

export type UnsubscribeState = 'working' | 'unsubscribed' | 'resubscribed' | 'invalid';

export interface UnsubscribeViewProps {
  state: UnsubscribeState;
  category?: EmailCategory;
  /** The address, masked ("j***@example.com"). */
  email?: string | null;
  busy?: boolean;
  /** "Unsubscribe failed" or "Resubscribe failed" (spec section 8), or the server's reason. */
  error?: string;
  onResubscribe: () => void;
  onUnsubscribe: () => void;
}

export function UnsubscribeView({ state, category, email, busy, error, onResubscribe, onUnsubscribe }: UnsubscribeViewProps) {
  const label = category ? EMAIL_CATEGORY_LABELS[category].label : '';
  const alert = error && (
    <Text tone="danger">
      <span role="alert">{error}</span>
    </Text>
  );
  if (state === 'invalid') {
    return (
      <Stack gap="medium">
        <EmptyState
          icon="close"
          title="This link does not work"
          description={error}
          action={<TextLink href="/manage/email/notification">Manage your emails</TextLink>}
        />
      </Stack>
    );
  }
  if (state === 'working') {
    return (
      <Stack gap="medium">
        <Text aria-live="polite">Updating your email settings…</Text>
        {alert}
        {error && (
          <div>
            <Button onPress={onUnsubscribe} loading={busy}>
              Try again
            </Button>
          </div>
        )}
      </Stack>
    );
  }
  const subscribed = state === 'resubscribed';
  return (
    <Stack gap="medium">
      <Text weight="semibold" aria-live="polite">
        {subscribed ? `You are subscribed again to "${label}" emails.` : `You are unsubscribed from "${label}" emails.`}
      </Text>
      {email && (
        <Text tone="muted" size="sm">
          Address: {email}
        </Text>
      )}
      {alert}
      <div>
        {subscribed ? (
          <Button variant="secondary" onPress={onUnsubscribe} loading={busy}>
            Unsubscribe
          </Button>
        ) : (
          <Button onPress={onResubscribe} loading={busy}>
            Resubscribe
          </Button>
        )}
      </div>
      <TextLink href="/manage/email/notification">All email settings</TextLink>
    </Stack>
  );
}
