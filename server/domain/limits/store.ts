/**
 * Where rate-limit slots are counted, so every server process counts together: the database's
 * `rate_limits` table (one statement per request, whatever the number of limits), or Redis when
 * REDIS_URL is set (one MULTI per limit). Each call counts one hit in the current slot of every
 * bucket and returns the bucket's slots of the window.
 */
import { and, like, lt, or, sql } from 'drizzle-orm';
import type { createClient } from 'redis';
import type { Database } from '../../db';
import { rateLimits } from '../../db/schema';
import { slotLength, slotStart, type SlotCount } from './sliding';

export interface BucketHit {
  /** What is counted and whose it is, e.g. "api:ip:203.0.113.9". */
  bucket: string;
  windowMs: number;
}

export interface LimitStore {
  /** Counts one hit in each bucket at `now`; answers each bucket's slots inside its window (the new hit included). */
  hit(buckets: readonly BucketHit[], now: number): Promise<SlotCount[][]>;
}

export function databaseLimitStore(db: Database): LimitStore {
  return {
    async hit(buckets, now) {
      if (buckets.length === 0) return [];
      const current = buckets.map((b) => ({ ...b, start: new Date(slotStart(b.windowMs, now)), from: new Date(slotStart(b.windowMs, now - b.windowMs)) }));
      const values = sql.join(
        current.map((b) => sql`(${b.bucket}, ${b.start.toISOString()}::timestamptz, 1)`),
        sql`, `,
      );
      const earlier = sql.join(
        current.map(
          (b) => sql`(bucket = ${b.bucket} and window_start >= ${b.from.toISOString()}::timestamptz and window_start < ${b.start.toISOString()}::timestamptz)`,
        ),
        sql` or `,
      );
      // The statement's own snapshot does not see the upsert, so the current slots come from its RETURNING.
      const result = await db.execute(sql`
        with hit as (
          insert into rate_limits (bucket, window_start, hits) values ${values}
          on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
          returning bucket, window_start, hits
        )
        select bucket, (extract(epoch from window_start) * 1000)::float8 as start, hits from hit
        union all
        select bucket, (extract(epoch from window_start) * 1000)::float8 as start, hits from rate_limits where ${earlier}`);
      const rows = (result as unknown as { rows: { bucket: string; start: number; hits: number }[] }).rows;
      return current.map((b) => rows.filter((r) => r.bucket === b.bucket).map((r) => ({ start: Number(r.start), hits: Number(r.hits) })));
    },
  };
}

type RedisClient = ReturnType<typeof createClient>;

/** Each bucket is a hash of slot start -> hits that expires a window after its last hit. */
export function redisLimitStore(client: RedisClient, prefix = 'fanstage:rl:'): LimitStore {
  return {
    hit(buckets, now) {
      return Promise.all(
        buckets.map(async (b) => {
          const key = `${prefix}${b.bucket}`;
          const start = slotStart(b.windowMs, now);
          const [, all] = await client
            .multi()
            .hIncrBy(key, String(start), 1)
            .hGetAll(key)
            .pExpire(key, b.windowMs + slotLength(b.windowMs))
            .exec();
          const slots = Object.entries(all as unknown as Record<string, string>).map(([s, hits]) => ({ start: Number(s), hits: Number(hits) }));
          const from = slotStart(b.windowMs, now - b.windowMs);
          const old = slots.filter((s) => s.start < from).map((s) => String(s.start));
          if (old.length) void client.hDel(key, old).catch(() => undefined);
          return slots.filter((s) => s.start >= from);
        }),
      );
    },
  };
}

/**
 * Drops slots no window can reach any more (the database store; Redis keys expire by themselves):
 * the API's one-minute windows after two minutes, every other limit (a day at most) after a day.
 */
export async function pruneLimits(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      or(
        lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)),
        and(like(rateLimits.bucket, 'api:%'), lt(rateLimits.windowStart, new Date(now.getTime() - 120_000))),
      ),
    );
}
