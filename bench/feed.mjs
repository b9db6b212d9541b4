#!/usr/bin/env node
// Feed and profile page latency at scale (issue 5, ADR 042), through the domain functions (no
// HTTP): seeds N posted posts (default 100k on PGlite, 1M when DATABASE_URL is set; a fresh
// database is made and dropped) across 10k creators, one image each, a viewer following 50
// creators; then times feed pages (first and deeper, followed and discovery) and profile pages
// (header with counts + first grid page) and prints p50/p95/p99. Also image-variant throughput:
// cold (sharp resizes and stores) and cached (read back from storage).
// Usage: node --import tsx bench/feed.mjs [--quick] [--posts N] [--creators N] [--samples N]
// (--quick: 2,000 posts across 100 creators, 20 samples after 5 warm-up calls, 2 images, 2 cached rounds)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/server.ts';
import { createFeedService } from '../server/domain/content/feed.ts';
import { createMediaService } from '../server/domain/media/index.ts';
import { hasUnlocked, unlockedAmong } from '../server/domain/money/index.ts';
import { LocalStorage } from '../server/storage/index.ts';
import { contentHashOfBytes } from '../common/media-hash.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const quick = process.argv.includes('--quick');
const postCount = arg('posts', quick ? 2000 : process.env.DATABASE_URL ? 1_000_000 : 100_000);
const creatorCount = arg('creators', quick ? 100 : 10_000);
const samples = arg('samples', quick ? 20 : 300);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-feed-'));

const database = await freshDatabase({ dataDir });
const { db } = database;
const t0 = performance.now();
// Creators, a viewer, one media row per creator (the posts share their creator's image), the posts spread over a year.
await db.execute(sql`insert into users (user_name, nickname, user_role, is_anonymous)
  select 'bench_c' || g, 'Creator ' || g, 1, false from generate_series(1, ${creatorCount}::int) g`);
await db.execute(sql`insert into users (user_name, nickname, is_anonymous) values ('bench_viewer', 'Viewer', false)`);
const [{ viewer, first }] = (
  await db.execute(
    sql`select (select id from users where user_name = 'bench_viewer') as viewer, (select min(id) from users where user_name like 'bench_c%') as first`,
  )
).rows;
await db.execute(sql`insert into media (owner_id, kind, mime, size, content_hash, file_name, storage_key, width, height)
  select id, 1, 'image/webp', 1000, md5(id::text), 'p.webp', 'bench/' || id, 960, 1200 from users where user_name like 'bench_c%'`);
const batch = 100_000;
for (let done = 0; done < postCount; done += batch) {
  const n = Math.min(batch, postCount - done);
  await db.execute(sql`insert into posts (creator_id, status, visibility, price, caption, published_at)
    select ${first}::bigint + (g % ${creatorCount}), 3, case when g % 5 = 0 then 2 else 1 end, case when g % 5 = 0 then 30 end,
      'Post ' || g, now() - (g || ' minutes')::interval * 0.5
    from generate_series(${done + 1}::int, ${done + n}::int) g`);
}
await db.execute(sql`insert into post_media (post_id, position, media_id)
  select p.id, 0, m.id from posts p join media m on m.owner_id = p.creator_id`);
await db.execute(
  sql`insert into follows (follower_id, creator_id) select ${viewer}, ${first}::bigint + (g * 7) % ${creatorCount}::int from generate_series(0, 49) g on conflict do nothing`,
);
// A settled table, as autovacuum leaves it: statistics and the visibility map (index-only scans).
await db.execute(sql`vacuum analyze`);
console.log(
  `seeded ${postCount.toLocaleString('en-US')} posts across ${creatorCount.toLocaleString('en-US')} creators in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`,
);

const feed = createFeedService({
  db,
  // The app's facts (server/app.ts): unlocks of a page in one query.
  facts: { isMember: async () => false, hasUnlocked: (v, p) => hasUnlocked(db, v, p), unlockedAmong: (v, ids) => unlockedAmong(db, v, ids) },
  money: { CREATOR_SHARE_PERCENT: 90, COIN_PRICE_CENTS: 10 },
});
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function measure(label, fn) {
  for (let i = 0; i < (quick ? 5 : 20); i++) await fn(i); // warm-up
  const times = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} p50 ${pct(times, 50).toFixed(2)} ms  p95 ${pct(times, 95).toFixed(2)} ms  p99 ${pct(times, 99).toFixed(2)} ms`);
}

// Cursors to deeper pages, walked once.
const cursors = [];
let cursor;
for (let i = 0; i < 30; i++) {
  const page = await feed.feed(viewer, { cursor });
  cursor = page.next ?? undefined;
  if (!cursor) break;
  cursors.push(cursor);
}
await measure('feed, first page (signed in)', () => feed.feed(viewer));
await measure('feed, later pages (signed in)', (i) => feed.feed(viewer, { cursor: cursors[i % cursors.length] }));
await measure('feed, first page (anonymous)', () => feed.feed(null));
await measure('profile (header + grid page)', async (i) => {
  const name = `bench_c${1 + ((i * 37) % creatorCount)}`;
  const profile = await feed.profile(viewer, name);
  await feed.userPosts(viewer, profile.user_id, { limit: 30 });
});

// Image variants: cold (resize with sharp, store) and cached (storage read).
const storage = new LocalStorage(path.join(dataDir, 'media'));
const media = createMediaService({ db, storage, limits: { maxImageBytes: 50 << 20, maxVideoBytes: 1 << 30 } });
const bytes = new Uint8Array(
  await sharp({ create: { width: 1920, height: 2400, channels: 3, background: { r: 180, g: 140, b: 40 } } })
    .jpeg()
    .toBuffer(),
);
// A creator uploads them, as a post's images are (a fan may upload chat attachments only, ADR 084).
const uploader = Number(first);
const images = [];
for (let i = 0; i < (quick ? 2 : 8); i++) {
  const copy = new Uint8Array(bytes.length + 1);
  copy.set(bytes);
  copy[bytes.length] = i; // a different file each time, stored once each
  const init = await media.initUpload(uploader, {
    fileName: `b${i}.jpg`,
    size: copy.length,
    declaredType: 'image/jpeg',
    contentHash: await contentHashOfBytes(copy),
  });
  await media.putChunk(uploader, init.upload_id, 0, copy);
  images.push((await media.completeUpload(uploader, init.upload_id)).media_id);
}
const sizes = [320, 480, 640, 960];
let start = performance.now();
for (const id of images) for (const w of sizes) await media.variant(id, w, 0);
const coldSeconds = (performance.now() - start) / 1000;
start = performance.now();
const rounds = quick ? 2 : 20;
for (let r = 0; r < rounds; r++) for (const id of images) for (const w of sizes) await media.variant(id, w, 0);
const cachedSeconds = (performance.now() - start) / 1000;
console.log(`image variants, cold (resize + store)      ${((images.length * sizes.length) / coldSeconds).toFixed(1)} /s`);
console.log(`image variants, cached (read from storage) ${((rounds * images.length * sizes.length) / cachedSeconds).toFixed(1)} /s`);

await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
