import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './DatePicker.css';

export type DatePickerProps = FieldBaseProps & {
  /** ISO date "YYYY-MM-DD". */
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  calendarLabel?: string;
};

const toDate = (value: string | null | undefined): CalendarDate | null | undefined => (value ? parseDate(value) : value === null ? null : undefined);

/** The latest birthday of someone who is `years` old on `today` (ISO dates). */
export function latestBirthdayFor(years: number, today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/**
 * A date typed segment by segment or picked from a calendar (react-aria). Used for the
 * birthday of the sign-up flow (maxValue keeps under-18 dates unavailable).
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  calendarLabel = 'Open calendar',
  ...props
}: DatePickerProps) {
  return (
    <AriaDatePicker
      {...props}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      minValue={toDate(minValue) ?? undefined}
      maxValue={toDate(maxValue) ?? undefined}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      className={fieldStyles.field}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={fieldStyles.group}>
        <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <Button className={styles.calendarButton} aria-label={calendarLabel}>
          <Icon name="calendar" size="small" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.navButton}>
                ‹
              </Button>
              <Heading className={styles.calendarTitle} />
              <Button slot="next" className={styles.navButton}>
                ›
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
