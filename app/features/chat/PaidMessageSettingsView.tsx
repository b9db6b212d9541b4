/** /setting/paid_message as a view: the creator's chat price per message and the free allowance of non-members. */
import { Button, NumberField, Stack, Text } from '#ds';
import { CHAT_FREE_MESSAGES_MAX, CHAT_PRICE_MAX } from '../../../common/chat';

export interface PaidMessageSettingsViewProps {
  price: number;
  freeMessages: number;
  onPriceChange: (price: number) => void;
  onFreeMessagesChange: (count: number) => void;
  onSave: () => void;
  saving?: boolean;
  saved?: boolean;
  error?: string;
}

export function PaidMessageSettingsView({
  price,
  freeMessages,
  onPriceChange,
  onFreeMessagesChange,
  onSave,
  saving = false,
  saved = false,
  error,
}: PaidMessageSettingsViewProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="large">
        <Text tone="muted">Paid messages are always allowed: you can put a price on any message you send, and fans pay to unlock it.</Text>
        <NumberField
          label="Chat price per message (coins)"
          description="What a fan who is not a member pays for each message once the free messages are used. 0 keeps chat free."
          value={price}
          onChange={(v) => onPriceChange(Number.isFinite(v) ? v : 0)}
          minValue={0}
          maxValue={CHAT_PRICE_MAX}
          step={1}
        />
        <NumberField
          label="Free messages for non-members"
          description="Members, and fans who have unlocked or spent, chat without limits."
          value={freeMessages}
          onChange={(v) => onFreeMessagesChange(Number.isFinite(v) ? v : 0)}
          minValue={0}
          maxValue={CHAT_FREE_MESSAGES_MAX}
          step={1}
        />
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
        <Button type="submit" loading={saving} fullWidth>
          Save
        </Button>
      </Stack>
    </form>
  );
}
