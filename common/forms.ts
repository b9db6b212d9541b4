/**
 * Form values checked by a shared zod schema, as the forms show them (ADR 083): the first
 * message of each field that fails, keyed by its path ("form" for the whole value).
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type Checked<S extends z.ZodType> = { ok: true; value: z.output<S>; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** The values as the schema makes them, or the first message of each field that fails. */
export function checkFields<S extends z.ZodType>(schema: S, value: unknown): Checked<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return { ok: false, errors };
}

/** The first message of each field that fails ({} when the value is good). */
export const fieldErrors = (schema: z.ZodType, value: unknown): FieldErrors => checkFields(schema, value).errors;

/** The first problem of a one-field value, or undefined. */
export function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
