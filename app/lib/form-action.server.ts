/**
 * A Remix action's form post, one way (issue 43 point 5, ADR 129): the posted fields are read
 * whole and checked by a zod schema (common/ holds the API's own), the work says what was done,
 * and every refusal (a failing field, a catalogue rule under 500) answers with its status and
 * message for the page's one FormMessage. Anything else goes to the error boundary.
 */
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { ERRORS } from '../../common/errors';

import type { FormResult } from './form-result';

export type { FormResult } from './form-result';

class FormRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Refuses the post: a 400 with this message, on `field` when it names one. */
export function refuse(message: string = ERRORS.BAD_REQUEST.message, field?: string): never {
  throw new FormRefusal(400, message, field);
}

/** The domain's AppError (a catalogue code and its status), known by shape: app/ imports only types from server/. */
export function isAppError(error: unknown): error is { code: number; status: number; message: string; field?: string } {
  const e = error as { name?: unknown; code?: unknown; status?: unknown } | null;
  return e?.name === 'AppError' && typeof e.code === 'number' && typeof e.status === 'number';
}

/**
 * The posted text fields, with `checkboxes` as booleans (a box is sent only when ticked) and
 * `known` (what the page already knows, such as an id from its address), checked by `schema`;
 * the first failing field refuses the post as "field: problem".
 */
export async function formFields<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { checkboxes?: readonly string[]; known?: Record<string, unknown> } = {},
): Promise<z.output<S>> {
  const form = await request.formData();
  const values: Record<string, unknown> = Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'));
  for (const name of options.checkboxes ?? []) values[name] = form.has(name);
  const parsed = schema.safeParse({ ...values, ...options.known });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  return refuse(field ? `${field}: ${issue.message}` : issue.message, field || undefined);
}

/** Runs the post: its message (or its redirect) is the answer; a refusal comes back with its status. */
export async function formAction(work: () => Promise<string | Response>) {
  try {
    const done = await work();
    return typeof done === 'string' ? ({ ok: true, message: done } satisfies FormResult) : done;
  } catch (error) {
    if (error instanceof FormRefusal) return data<FormResult>({ ok: false, message: error.message, field: error.field }, { status: error.status });
    if (isAppError(error) && error.status < 500) return data<FormResult>({ ok: false, message: error.message, field: error.field }, { status: error.status });
    throw error;
  }
}
