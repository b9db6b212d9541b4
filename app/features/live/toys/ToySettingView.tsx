/**
 * /setting/toy_setting as a view (issue 22 point 5): toys on or off and up to TOY_LEVELS_MAX tip
 * levels (the smallest tip in coins -> vibration strength 1-20 for 1-60 seconds), then the toy on
 * this device (ToyConnection). Errors sit under the field the server (or the shared schema) named.
 */
import type { ReactNode } from 'react';
import { Box, Button, Heading, NumberField, Stack, Switch, Text } from '#ds';
import type { FieldErrors } from '../../../../common/forms';
import { TOY_LEVELS_MAX, TOY_SECONDS_MAX, TOY_STRENGTH_MAX, type ToyLevel, type ToySetting } from '../../../../common/live';
import { COINS_MAX } from '../../../../common/money';

export interface ToySettingViewProps {
  form: ToySetting;
  onChange: (next: ToySetting) => void;
  /** By the API's field paths: "levels.0.coins", "levels.2.seconds", "levels", "form". */
  errors?: FieldErrors;
  onSave: () => void;
  saving?: boolean;
  saved?: boolean;
  /** The toy on this device (address, "Test toy"): ToyConnection. */
  connection?: ReactNode;
}

const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** A new level: more coins than the last, the last's strength and seconds (a starting point to edit). */
export function nextLevel(levels: ToyLevel[]): ToyLevel {
  const last = levels[levels.length - 1];
  return last
    ? { coins: Math.min(COINS_MAX, last.coins * 2), strength: Math.min(TOY_STRENGTH_MAX, last.strength + 4), seconds: last.seconds }
    : { coins: 10, strength: 5, seconds: 5 };
}

export function ToySettingView({ form, onChange, errors = {}, onSave, saving = false, saved = false, connection }: ToySettingViewProps) {
  const setLevel = (index: number, patch: Partial<ToyLevel>) =>
    onChange({ ...form, levels: form.levels.map((level, i) => (i === index ? { ...level, ...patch } : level)) });
  const general = errors.form ?? errors.levels ?? errors.enabled;
  return (
    <Stack gap="xlarge">
      <form
        noValidate
        aria-labelledby="toy-levels-title"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="large">
          <Heading level={2} id="toy-levels-title">
            Tip levels
          </Heading>
          <Stack gap="xsmall">
            <Switch isSelected={form.enabled} onChange={(enabled) => onChange({ ...form, enabled })}>
              Tips vibrate my toy in my Lives
            </Switch>
            <Text size="sm" tone="muted">
              {form.enabled
                ? 'A tip triggers the highest level it reaches. Tips in a row wait their turn.'
                : 'Toys are off: tips in your Lives do not vibrate your toy.'}
            </Text>
          </Stack>

          {form.levels.length === 0 && <Text tone="muted">No levels yet. Add one to choose what a tip does.</Text>}
          {form.levels.map((level, i) => (
            <Box key={i} role="group" aria-labelledby={`toy-level-${i}`} background="surface" borderRadius="large" padding="medium">
              <Stack gap="medium">
                <Box display="flex" justifyContent="space-between" alignItems="center" gap="small">
                  <Heading level={3} id={`toy-level-${i}`}>{`Level ${i + 1}`}</Heading>
                  <Button variant="ghost" size="sm" onPress={() => onChange({ ...form, levels: form.levels.filter((_, j) => j !== i) })}>
                    {`Remove level ${i + 1}`}
                  </Button>
                </Box>
                <Box display="flex" flexWrap="wrap" gap="medium">
                  <NumberField
                    label="Tip from (coins)"
                    value={level.coins}
                    onChange={(v) => setLevel(i, { coins: finite(v, 1) })}
                    minValue={1}
                    maxValue={COINS_MAX}
                    step={1}
                    isInvalid={Boolean(errors[`levels.${i}.coins`])}
                    errorMessage={errors[`levels.${i}.coins`]}
                  />
                  <NumberField
                    label={`Strength (1-${TOY_STRENGTH_MAX})`}
                    value={level.strength}
                    onChange={(v) => setLevel(i, { strength: finite(v, 1) })}
                    minValue={1}
                    maxValue={TOY_STRENGTH_MAX}
                    step={1}
                    isInvalid={Boolean(errors[`levels.${i}.strength`])}
                    errorMessage={errors[`levels.${i}.strength`]}
                  />
                  <NumberField
                    label={`Seconds (1-${TOY_SECONDS_MAX})`}
                    value={level.seconds}
                    onChange={(v) => setLevel(i, { seconds: finite(v, 1) })}
                    minValue={1}
                    maxValue={TOY_SECONDS_MAX}
                    step={1}
                    isInvalid={Boolean(errors[`levels.${i}.seconds`])}
                    errorMessage={errors[`levels.${i}.seconds`]}
                  />
                </Box>
              </Stack>
            </Box>
          ))}
          {form.levels.length < TOY_LEVELS_MAX ? (
            <Button variant="secondary" onPress={() => onChange({ ...form, levels: [...form.levels, nextLevel(form.levels)] })}>
              Add level
            </Button>
          ) : (
            <Text size="sm" tone="muted">{`You have the most levels a toy takes (${TOY_LEVELS_MAX}).`}</Text>
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
      {connection}
    </Stack>
  );
}
