/**
 * /video-call/setting as a view (issue 21): calls on or off, the price per minute, the minimum
 * minutes held when a fan calls, and when the creator takes calls (any time, or chosen days
 * between two times in their time zone), with a preview of what fans see. Errors sit under the
 * field the server (or the shared schema) named.
 */
import { Box, Button, NumberField, RadioGroup, Stack, Switch, Text, TextField, WeekdayPicker } from '#ds';
import { CALL_MIN_TIME_MAX } from '../../../common/calls';
import type { FieldErrors } from '../../../common/forms';
import { COINS_MAX } from '../../../common/money';
import { previewText } from './format';
import type { CallSettingForm } from './setting-form';

export interface CallSettingViewProps {
  form: CallSettingForm;
  onChange: (patch: Partial<CallSettingForm>) => void;
  /** This device's time zone, offered when the saved hours are in another. */
  deviceTimeZone: string;
  /** By the API's field paths: "price_per_minute", "min_time", "hours.days", "hours.start_minute", "hours.end_minute", "form". */
  errors?: FieldErrors;
  onSave: () => void;
  saving?: boolean;
  saved?: boolean;
}

const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

export function CallSettingView({ form, onChange, deviceTimeZone, errors = {}, onSave, saving = false, saved = false }: CallSettingViewProps) {
  const general = errors.form ?? errors.hours ?? errors['hours.time_zone'];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="large">
        <Stack gap="xsmall">
          <Switch isSelected={form.enabled} onChange={(enabled) => onChange({ enabled })}>
            Take video calls
          </Switch>
          <Text size="sm" tone="muted">
            {form.enabled
              ? 'Fans see a Video call button on your profile and in chat. You can also call fans from chat.'
              : 'Calls are off: fans cannot call you, and you cannot call fans.'}
          </Text>
        </Stack>

        <NumberField
          label="Price per minute (coins)"
          description="0 makes your calls free."
          value={form.price_per_minute}
          onChange={(v) => onChange({ price_per_minute: finite(v, 0) })}
          minValue={0}
          maxValue={COINS_MAX}
          step={1}
          isInvalid={Boolean(errors.price_per_minute)}
          errorMessage={errors.price_per_minute}
        />
        <NumberField
          label="Minimum minutes"
          description="Held from the fan's coins before the call rings, and charged when it connects."
          value={form.min_time}
          onChange={(v) => onChange({ min_time: finite(v, 1) })}
          minValue={1}
          maxValue={CALL_MIN_TIME_MAX}
          step={1}
          isInvalid={Boolean(errors.min_time)}
          errorMessage={errors.min_time}
        />

        <Box background="surface" borderRadius="large" padding="medium">
          <Stack gap="xxsmall">
            <Text size="sm" tone="muted">
              What fans see
            </Text>
            <Text weight="semibold">{previewText(form)}</Text>
          </Stack>
        </Box>

        <RadioGroup
          label="When you take calls"
          value={form.anyTime ? 'any' : 'hours'}
          onChange={(id) => onChange({ anyTime: id === 'any' })}
          options={[
            { id: 'any', label: 'Any time' },
            { id: 'hours', label: 'Chosen days and times' },
          ]}
        />
        {!form.anyTime && (
          <Stack gap="medium">
            <WeekdayPicker
              label="Days"
              value={form.days}
              onChange={(days) => onChange({ days })}
              isInvalid={Boolean(errors['hours.days'])}
              errorMessage={errors['hours.days']}
            />
            <Box display="flex" gap="medium">
              <TextField
                type="time"
                label="From"
                value={form.from}
                onChange={(from) => onChange({ from })}
                isInvalid={Boolean(errors['hours.start_minute'])}
                errorMessage={errors['hours.start_minute']}
              />
              <TextField
                type="time"
                label="To"
                description="Earlier than From: your hours run past midnight."
                value={form.to}
                onChange={(to) => onChange({ to })}
                isInvalid={Boolean(errors['hours.end_minute'])}
                errorMessage={errors['hours.end_minute']}
              />
            </Box>
            <Stack gap="xsmall">
              <Text size="sm" tone="muted">
                Times are in your time zone: <strong>{form.time_zone}</strong>
              </Text>
              {form.time_zone !== deviceTimeZone && (
                <Button variant="ghost" size="sm" onPress={() => onChange({ time_zone: deviceTimeZone })}>
                  {`Use this device's time zone (${deviceTimeZone})`}
                </Button>
              )}
            </Stack>
          </Stack>
        )}

        {general && (
          <Text tone="danger">
            <span role="alert">{general}</span>
          </Text>
        )}
        {saved && Object.keys(errors).length === 0 && (
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
