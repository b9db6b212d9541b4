/** The one error mapping: anything thrown while answering becomes a catalogue error; only a real fault is a 500. */
import { AppError, isAppError } from '../domain/errors';
import { log } from '../log';

/** Maps body-parser and unexpected errors to catalogue errors; an unexpected one is logged with the request's id. */
export function toAppError(error: unknown, reqId?: string): AppError {
  if (isAppError(error)) return error;
  const type = (error as { type?: string })?.type;
  if (type === 'entity.parse.failed') return new AppError('MALFORMED_JSON');
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new AppError('UNSUPPORTED_MEDIA_TYPE');
  const status = (error as { status?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return new AppError('BAD_REQUEST');
  log.error({ err: error, reqId }, 'unexpected error');
  return new AppError('INTERNAL');
}
