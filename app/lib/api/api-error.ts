/** A refused or failed API call, with the catalogue's message; its own module so pages can test for it without loading the client. */
import type { RequestFailure } from '../../../common/errors';

export class ApiError extends Error {
  constructor(
    readonly failure: RequestFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
