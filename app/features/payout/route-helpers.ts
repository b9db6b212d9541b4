/** What the payout screens share: API failures as field errors, idempotency keys. */
import { ERRORS } from '../../../common/errors';
import { ApiError } from '../../lib/api/client';
/** A failed call as { field: message } (the field the server named, else `fallback`), without the "field: " prefix. */
export function failureErrors(error: unknown, fallback = 'form'): Record<string, string> {
  if (!(error instanceof ApiError)) return { [fallback]: ERRORS.INTERNAL.message };
  const field = error.failure.kind === 'http' ? error.failure.field : undefined;
  const message = field && error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
  return { [field ?? fallback]: message };
}

/** One key per attempt of a paid action, kept across retries of that attempt. */
export const newIdemKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);
