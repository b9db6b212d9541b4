/**
 * /setting/adult_setting as a view (issue 19 point 6): whether the 18+ popup shows for this
 * account, and "Blur explicit media until I tap" (feed, profiles and chat). Each switch saves at once.
 */
import { Stack, Switch, Text } from '#ds';

export interface AdultSettingViewProps {
  showPopup: boolean;
  blurMedia: boolean;
  onShowPopupChange: (on: boolean) => void;
  onBlurMediaChange: (on: boolean) => void;
  saving?: boolean;
  saved?: boolean;
  error?: string;
}

export function AdultSettingView({ showPopup, blurMedia, onShowPopupChange, onBlurMediaChange, saving = false, saved = false, error }: AdultSettingViewProps) {
  return (
    <Stack gap="large">
      <Stack gap="xsmall">
        <Switch isSelected={showPopup} onChange={onShowPopupChange} isDisabled={saving}>
          Ask me to confirm I am 18 or older before creators&apos; profiles
        </Switch>
        <Text size="sm" tone="muted">
          Turning this off confirms that you are 18 or older.
        </Text>
      </Stack>
      <Stack gap="xsmall">
        <Switch isSelected={blurMedia} onChange={onBlurMediaChange} isDisabled={saving}>
          Blur explicit media until I tap
        </Switch>
        <Text size="sm" tone="muted">
          Photos and videos in the feed, on profiles and in chats stay blurred until you tap them.
        </Text>
      </Stack>
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      {saved && !error && (
        <Text tone="success">
          <span role="status">Saved</span>
        </Text>
      )}
    </Stack>
  );
}
