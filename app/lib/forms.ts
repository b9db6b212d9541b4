/**
 * Form errors, one way for every form (ADR 083): the shared zod schema of common/ checks the
 * values (common/forms.ts; the server checks them again), and a refused call's message goes to
 * the field the server named. Errors are `{ field: message }`, "form" for the whole form.
 */
import { INTERNAL } from '../../common/errors-core';
import type { FieldErrors } from '../../common/forms';
import { ApiError } from './api/api-error';

export { checkFields, fieldErrors, firstProblem, type FieldErrors } from '../../common/forms';

/**
 * A failed call as `{ field: message }`: the field the server named (when it is one of `fields`,
 * if given), else `fallback`; the "field: " the server puts before a message is left out.
 */
export function failureErrors(error: unknown, fallback = 'form', fields?: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError)) return { [fallback]: INTERNAL.message };
  const named = error.failure.kind === 'http' ? error.failure.field : undefined;
  const field = named && (!fields || fields.includes(named)) ? named : undefined;
  const message = named && error.message.startsWith(`${named}: `) ? error.message.slice(named.length + 2) : error.message;
  return { [field ?? fallback]: message };
}
