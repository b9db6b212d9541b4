/**
 * Form actions of the moderation pages (console and public forms): a refused input or a broken
 * rule comes back as `{ error }` for the page to show (a 4xx with the catalogue's message),
 * anything else is thrown to the error boundary.
 */
import { data } from '@remix-run/node';
import type { z } from 'zod';

export interface FormResult {
  ok?: string;
  error?: string;
  field?: string;
}

/** The first problem of a refused input, as "field: problem". */
export function inputError(error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return data<FormResult>({ error: field ? `${field}: ${issue!.message}` : (issue?.message ?? 'The request is not valid.'), field }, { status: 400 });
}

/** A domain refusal (it carries a catalogue code and status) as the page's error; rethrows the rest. */
export function ruleError(error: unknown) {
  const e = error as { code?: unknown; status?: unknown; message?: string; field?: string };
  if (typeof e?.code !== 'number' || typeof e.status !== 'number' || e.status >= 500) throw error;
  return data<FormResult>({ error: e.message, field: e.field }, { status: e.status });
}

/** A checkbox sent by a form: "on" (or the box's value) when ticked. */
export const ticked = (form: FormData, name: string) => form.get(name) !== null;

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
