/** /manage/email/notification as a view: one switch per email category; turning one off unsubscribes, on resubscribes. */
import { Box, Stack, Switch, Text } from '#ds';
import { EMAIL_CATEGORY_LABELS, type EmailCategory } from '../../../common/notifications';

export interface EmailSettingsViewProps {
  email: string | null;
  categories: { category: EmailCategory; subscribed: boolean }[];
  /** The category being saved. */
  saving?: EmailCategory | null;
  /** "Unsubscribe failed" or "Resubscribe failed" (spec section 8). */
  error?: string;
  onChange: (category: EmailCategory, subscribed: boolean) => void;
}

export function EmailSettingsView({ email, categories, saving = null, error, onChange }: EmailSettingsViewProps) {
  return (
    <Stack gap="large">
      <Text tone="muted" size="sm">
        {email ? `Emails go to ${email}. Choose which ones you get.` : 'Your account has no email address, so no emails are sent.'}
      </Text>
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      <Stack gap="medium">
        {categories.map(({ category, subscribed }) => (
          <Box key={category} background="surface" borderRadius="medium" padding="medium">
            <Stack gap="xsmall">
              <Switch isSelected={subscribed} isDisabled={saving === category || !email} onChange={(on) => onChange(category, on)}>
                {EMAIL_CATEGORY_LABELS[category].label}
              </Switch>
              <Text tone="muted" size="sm">
                {EMAIL_CATEGORY_LABELS[category].description}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
