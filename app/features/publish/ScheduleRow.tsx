/** The composer's schedule (design brief, "Composer"): a row saying when the post goes out, opening a date-time dialog. */
import { useState } from 'react';
import { Box, Button, DatePicker, Dialog, Icon, ListRow, Stack, Text, TextField, formatPacific } from '#ds';
import { pacificToInstant } from '../../lib/pacific';

export interface ScheduleRowProps {
  /** Unix seconds, or null: post now. */
  value: number | null;
  onChange: (at: number | null) => void;
  /** Today in Pacific time (the first day offered). */
  today: string;
  error?: string;
  disabled?: boolean;
}

/** A Pacific date and time as Unix seconds, or null when incomplete or not in the future. */
export function scheduleInstant(date: string | null, time: string, now = Date.now()): number | null {
  const instant = date && /^\d{2}:\d{2}$/.test(time) ? pacificToInstant(date, time) : null;
  return instant && instant.getTime() > now ? Math.floor(instant.getTime() / 1000) : null;
}

export function ScheduleRow({ value, onChange, today, error, disabled }: ScheduleRowProps) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(today);
  const [time, setTime] = useState('20:00');
  const [problem, setProblem] = useState<string>();
  const apply = () => {
    const at = scheduleInstant(date, time);
    if (at === null) return setProblem('Please choose a time in the future.');
    setProblem(undefined);
    onChange(at);
    setOpen(false);
  };
  return (
    <Stack gap="xsmall">
      <Box borderRadius="medium" background="surface">
        <ListRow
          leading={<Icon name="calendar" />}
          title="Schedule"
          description={value === null ? 'Posts as soon as you tap Post now' : `Goes out ${formatPacific(value * 1000)}`}
          onPress={disabled ? undefined : () => setOpen(true)}
          label={value === null ? 'Schedule for later' : `Scheduled for ${formatPacific(value * 1000)}, change`}
        />
      </Box>
      {error && (
        <Text tone="danger" size="sm" as="p">
          <span role="alert">{error}</span>
        </Text>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Schedule the post"
        description="It goes out at this time (Pacific)."
        showClose
        actions={
          <>
            <Button fullWidth onPress={apply}>
              Set time
            </Button>
            {value !== null && (
              <Button
                variant="ghost"
                fullWidth
                onPress={() => {
                  onChange(null);
                  setOpen(false);
                }}
              >
                Post now instead
              </Button>
            )}
          </>
        }
      >
        <Stack gap="medium">
          <DatePicker label="Date" value={date} onChange={setDate} minValue={today} isInvalid={Boolean(problem)} />
          <TextField label="Time (PST)" type="time" value={time} onChange={setTime} isInvalid={Boolean(problem)} errorMessage={problem} />
        </Stack>
      </Dialog>
    </Stack>
  );
}
