import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolationConstraint } from './errors';

describe('isUniqueViolation', () => {
  const client = new PGlite();
  const db = drizzle(client);
  afterAll(() => client.close());

  it('recognises a real PGlite unique violation through drizzle, with its constraint', async () => {
    await db.execute(sql`create table t (k text constraint t_k_key unique)`);
    await db.execute(sql`insert into t values ('a')`);
    const error = await db.execute(sql`insert into t values ('a')`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(uniqueViolationConstraint(error)).toBe('t_k_key');
  }, 30_000); // PGlite starts in a few seconds on a busy machine

  it('recognises a pg error as is and wrapped in a cause', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_unique' });
    expect(isUniqueViolation(pgError)).toBe(true);
    expect(uniqueViolationConstraint(new Error('query failed', { cause: pgError }))).toBe('users_email_unique');
  });

  it('rejects other errors and non-errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
