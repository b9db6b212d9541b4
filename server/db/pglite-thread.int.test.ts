/** PGlite on its own thread, driven through node-postgres (ADR 109). */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, openDatabase, type DatabaseHandle } from './index';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

describe('the embedded database on its own thread', () => {
  let database: DatabaseHandle;
  /** Database's result type is the drivers' common one: the rows are node-postgres's. */
  const rowsOf = async (run: Promise<unknown>) => ((await run) as { rows: Record<string, unknown>[] }).rows;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.db.execute(sql`create table thread_test (id serial primary key, v text unique not null)`);
  }, 120_000);
  afterAll(() => database?.close());

  it('leaves the server thread free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await database.db.execute(sql`select count(*) from generate_series(1, 300000)`);
    } finally {
      clearInterval(timer);
    }
    // On the calling thread, WebAssembly would have held the event loop for the whole query.
    expect(ticks).toBeGreaterThan(0);
  });

  it('reports errors as the PostgreSQL driver does, unique violations included', async () => {
    await database.db.execute(sql`insert into thread_test (v) values ('a')`);
    const error = await database.db.execute(sql`insert into thread_test (v) values ('a')`).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(await rowsOf(database.db.execute(sql`select count(*)::int as n from thread_test`))).toEqual([{ n: 1 }]);
  });

  it('runs concurrent transactions one after the other, and rolls a failed one back', async () => {
    const add = (v: string, fail: boolean) =>
      database.db.transaction(async (tx) => {
        const [{ n }] = (await rowsOf(tx.execute(sql`select count(*)::int as n from thread_test`))) as { n: number }[];
        await tx.execute(sql`insert into thread_test (v) values (${`${v}-${n}`})`);
        if (fail) throw new Error('rolled back');
      });
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => add(`t${i}`, i % 3 === 2)));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    // Serialised: each saw the rows committed before it, so no two wrote the same count.
    const rows = await rowsOf(database.db.execute(sql`select v from thread_test where v like 't%'`));
    const counts = rows.map((r) => Number(String(r.v).split('-')[1]));
    expect(new Set(counts).size).toBe(4);
  });
});

describe("a new connection of the pool does not inherit the last one's session", () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteThread(undefined);
  }, 120_000);
  afterAll(() => thread?.close());

  it('drops an open transaction and prepared statements', async () => {
    const connect = async () => {
      const client = new pg.Client({ stream: thread.socket, user: 'postgres', database: 'postgres' });
      await client.connect();
      return client;
    };
    const first = await connect();
    await first.query('create table kept (id int)');
    await first.query('begin');
    await first.query('insert into kept values (1)');
    await first.query({ name: 'named', text: 'select 1 as one' });
    await first.end();
    const second = await connect();
    expect((await second.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
    expect((await second.query({ name: 'named', text: 'select 1 as one' })).rows).toEqual([{ one: 1 }]);
    await second.end();
  });
});
