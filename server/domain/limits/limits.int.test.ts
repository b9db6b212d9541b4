/**
 * The sliding limits against both stores every process can share: the database (PGlite, or the
 * PostgreSQL of DATABASE_URL) and Redis (a redis-server of our own when one is installed).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/server';
import { toolPresent } from '../../../test/tools';
import { rateLimits } from '../../db/schema';
import { databaseLimitStore, hitLimits, pruneLimits, RateLimitedError, redisLimitStore, type Limit, type LimitStore } from '.';

const limit: Limit = { name: 'test:10m', max: 3, windowSeconds: 600 };
const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);
const at = (seconds: number) => ({ now: T0 + seconds * 1000 });

async function refusal(store: LimitStore, key: string, seconds: number): Promise<RateLimitedError | null> {
  try {
    await hitLimits(store, [[limit, key]], at(seconds));
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
}

function slidingBehaviour(store: () => LimitStore) {
  it('refuses the hit over the maximum with a 429 saying when to retry, and that hit then fits', async () => {
    for (const s of [0, 10, 20]) expect(await refusal(store(), 'a', s)).toBeNull();
    const refused = await refusal(store(), 'a', 30);
    expect(refused?.status).toBe(429);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(500);
    expect(refused?.message).toMatch(/try again in \d+ minutes/);
    // The first hit's slot (60 s long) has left the window by 10 minutes + 1 slot; the refused one still counts.
    expect(await refusal(store(), 'a', 30 + refused!.retryAfterSeconds)).toBeNull();
  });

  it('slides: hits just before a clock boundary still count just after it (a fixed window would reset)', async () => {
    for (const s of [595, 596, 597]) expect(await refusal(store(), 'b', s)).toBeNull();
    expect(await refusal(store(), 'b', 605)).not.toBeNull();
  });

  it('keeps keys apart', async () => {
    for (const s of [0, 1, 2]) expect(await refusal(store(), 'c', s)).toBeNull();
    expect(await refusal(store(), 'd', 3)).toBeNull();
  });
}

describe('sliding limits in the database', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(() => handle.close());
  slidingBehaviour(() => databaseLimitStore(handle.db));

  it('prunes slots no window reaches: the API minute after two minutes, the others after a day', async () => {
    const store = databaseLimitStore(handle.db);
    const now = Date.now();
    const minute = { name: 'api:ip', max: 5, windowSeconds: 60 };
    await hitLimits(store, [[minute, 'old']], { now: now - 180_000 });
    await hitLimits(store, [[minute, 'new']], { now: now - 30_000 });
    await hitLimits(store, [[limit, 'hour-old']], { now: now - 3_600_000 });
    await hitLimits(store, [[limit, 'day-old']], { now: now - 90_000_000 });
    await pruneLimits(handle.db, new Date(now));
    const left = await handle.db.select({ bucket: rateLimits.bucket }).from(rateLimits);
    const buckets = left.map((r) => r.bucket);
    expect(buckets).toEqual(expect.arrayContaining(['api:ip:new', 'test:10m:hour-old']));
    expect(buckets).not.toContain('api:ip:old');
    expect(buckets).not.toContain('test:10m:day-old');
  });
});

const hasRedis = toolPresent(spawnSync('redis-server', ['--version']).status === 0, 'redis-server', 'Debian: apt-get install -y redis-server');

describe.skipIf(!hasRedis)('sliding limits in Redis', () => {
  let server: ChildProcess;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise<void>((resolve) => server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept') && resolve()));
    client = createClient({ url: `redis://127.0.0.1:${port}` });
    await client.connect();
  });
  afterAll(async () => {
    await client?.quit();
    server?.kill();
  });
  slidingBehaviour(() => redisLimitStore(client, `test:${process.pid}:`));
});
