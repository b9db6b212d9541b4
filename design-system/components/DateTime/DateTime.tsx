import { formatPacific, toDate, type DateTimeStyle } from '../../lib/format';

export const dateTimeStyles = ['date', 'time', 'datetime'] as const;

export type DateTimeProps = { value: Date | number | string; format?: DateTimeStyle; className?: string };

/** A moment shown in Pacific time with the PST label; the machine-readable value stays exact. */
export function DateTime({ value, format = 'datetime', className }: DateTimeProps) {
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatPacific(date, format)}
    </time>
  );
}
