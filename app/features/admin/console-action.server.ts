/** A console form post's result (ADR 094): a done message, or the catalogue message of the rule that refused it. */
import { data } from '@remix-run/node';
import { ERRORS } from '../../../common/errors';
import { TEXT_TEXTS, textProblem } from '../../../common/text';
import type { ConsoleResult } from './StandingViews';

/** The domain's AppError, known by shape (app/ imports only types from server/). */
function appError(error: unknown): { code: number; status: number; message: string } | null {
  const e = error as { name?: unknown; code?: unknown; status?: unknown; message?: unknown } | null;
  return e?.name === 'AppError' && typeof e.code === 'number' && typeof e.status === 'number' ? (e as { code: number; status: number; message: string }) : null;
}

/** The reason field under the one text rule; a refusal is a 400 with its message. */
export function reasonOf(form: FormData): string {
  const reason = String(form.get('reason') ?? '');
  const problem = textProblem(reason, 'multiLine');
  if (problem) throw new ConsoleRefusal({ ok: false, message: `reason: ${TEXT_TEXTS[problem]}`, field: 'reason' }, 400);
  return reason.slice(0, 500);
}

class ConsoleRefusal extends Error {
  constructor(
    readonly result: ConsoleResult,
    readonly status: number,
  ) {
    super(result?.message);
  }
}

export function badRequest(message: string = ERRORS.BAD_REQUEST.message): never {
  throw new ConsoleRefusal({ ok: false, message }, 400);
}

/** Runs the change; a catalogue refusal is answered with its status and message for the page to show. */
export async function consoleAction(work: () => Promise<string>) {
  try {
    return { ok: true, message: await work() } as const;
  } catch (error) {
    if (error instanceof ConsoleRefusal) return data(error.result, { status: error.status });
    const known = appError(error);
    if (known) return data({ ok: false, message: known.message } as const, { status: known.status });
    throw error;
  }
}
