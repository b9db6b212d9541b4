import { ERRORS, type ErrorName } from '../../common/errors';

/** A rule was broken: carries a catalogue code, its HTTP status and a message naming the problem. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly field?: string;
  /** A refusal for now (429): seconds to wait, sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(name: ErrorName, message?: string, options: { field?: string; retryAfterSeconds?: number } = {}) {
    const entry = ERRORS[name];
    super(message ?? entry.message);
    this.name = 'AppError';
    this.code = entry.code;
    this.status = entry.status;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
