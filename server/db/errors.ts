/** Database errors the domain acts on, recognised the same way for PGlite and node-postgres. */

type PgErrorLike = { code?: string; constraint?: string; detail?: string; message?: string; cause?: unknown };

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * drizzle may wrap the driver's error, so the cause chain is searched.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (let e = error as PgErrorLike | undefined; e && typeof e === 'object'; e = e.cause as PgErrorLike | undefined) {
    if (e.code === '23505') return e.constraint ?? e.detail ?? e.message ?? 'unique';
  }
  return undefined;
}

/** Whether the error is a unique violation (PostgreSQL 23505), from PGlite or pg, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationConstraint(error) !== undefined;
}
