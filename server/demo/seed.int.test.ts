/**
 * The living demo (ADR 043): a fresh embedded database gets demo creators, fans, follows,
 * coins and posts with stored pictures, once; SEED_DEMO=0 turns it off; with DATABASE_URL it
 * is off unless SEED_DEMO=1.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { POST_STATUS, VISIBILITY } from '../../common/content';
import { coinsForDollars } from '../../common/memberships';
import { createAppServer } from '../app';
import { loadConfig } from '../config';
import { signedCaller } from '../../test/server';
import type { Database } from '../db';
import {
  callSettings,
  chatSettings,
  follows,
  media,
  membershipSettings,
  memberships,
  messagePayloads,
  messages,
  postMedia,
  posts,
  systemSettings,
  users,
} from '../db/schema';
import { balances } from '../domain/money/ledger';
import { DEMO_CREATORS, DEMO_FAN_COINS, DEMO_FANS, DEMO_MARKER, demoEmail } from './seed';
import { DEMO_MEMBERSHIP_DOLLARS, DEMO_MEMBERSHIPS, DEMO_PAID_PHOTO_COINS } from './social';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-demo-'));
  dirs.push(dir);
  return dir;
};

/** A server on its own database, once the demo it adds in the background (ADR 110) is in. */
async function start(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', SHUTDOWN_TIMEOUT_MS: '1000', ...env });
  const server = await createAppServer(config, { remix: 'none' });
  await server.demo;
  return server;
}

async function counts(db: Database) {
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.isAnonymous, false));
  const [p] = await db.select({ n: count() }).from(posts);
  const [m] = await db.select({ n: count() }).from(media);
  const [f] = await db.select({ n: count() }).from(follows);
  return { users: u!.n, posts: p!.n, media: m!.n, follows: f!.n };
}

describe('demo seed', () => {
  it('fills a fresh embedded database once: creators with portraits, fans with coins, follows, posts with pictures', async () => {
    const dataDir = freshDir();
    const server = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const { db } = server.database;
      const first = await counts(db);
      expect(first.users).toBe(DEMO_CREATORS.length + DEMO_FANS.length);
      expect(first.posts).toBe(DEMO_CREATORS.length * 5);
      // A portrait each, a picture per post, and a cover per creator (ADR 097).
      expect(first.media).toBe(first.users + first.posts + DEMO_CREATORS.length);
      expect(first.follows).toBeGreaterThan(0);

      const [luna] = await db.select().from(users).where(eq(users.userName, 'luna_rivers'));
      expect(luna).toMatchObject({ userRole: 1, email: demoEmail('luna_rivers'), isAnonymous: false });
      expect(luna!.bio.length).toBeGreaterThan(10);
      expect(luna!.portrait).toMatch(/^\/media\/\d+\/w_320,h_320$/);
      expect(luna!.cover).toMatch(/^\/media\/\d+\/w_1280,h_0$/);

      // A mix of visibilities, PPV priced, some scheduled in the future.
      const all = await db.select().from(posts);
      expect(new Set(all.map((p) => p.visibility))).toEqual(new Set([VISIBILITY.Everyone, VISIBILITY.PPV, VISIBILITY.Members]));
      expect(all.filter((p) => p.visibility === VISIBILITY.PPV).every((p) => p.price! > 0)).toBe(true);
      const scheduled = all.filter((p) => p.status === POST_STATUS.Scheduled);
      expect(scheduled.length).toBeGreaterThan(0);
      expect(scheduled.every((p) => p.scheduledAt!.getTime() > Date.now())).toBe(true);
      expect(all.filter((p) => p.status === POST_STATUS.Posted).every((p) => p.publishedAt!.getTime() <= Date.now())).toBe(true);

      // Pictures are real images in storage, with variants: the portrait is public, a post's picture is the creator's.
      const { url } = await listen(server);
      const portrait = await fetch(`${url}${luna!.portrait}`);
      expect(portrait.status).toBe(200);
      expect((await sharp(Buffer.from(await portrait.arrayBuffer())).metadata()).width).toBe(320);
      const cover = await fetch(`${url}${luna!.cover}`);
      expect(cover.status).toBe(200);
      expect((await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).width).toBe(1280);
      const [withMedia] = await db.select({ mediaId: postMedia.mediaId }).from(postMedia).limit(1);
      const item = await server.services.media.byId(withMedia!.mediaId);
      expect(item).toMatchObject({ kind: 1, mime: 'image/jpeg', width: 720, height: 900 });
      expect(await server.services.media.variant(item!.media_id, 320, 0)).toBeInstanceOf(Uint8Array);

      // A demo account signs in as the README says: its email, then the code from the outbox.
      const call = signedCaller(url, server.services.config);
      const email = demoEmail('luna_rivers');
      expect((await call('POST', '/api/core/auth/email/send_code/', { email })).status).toBe(200);
      const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { data: { list: { to: string; text: string }[] } };
      const code = /\b(\d{6})\b/.exec(outbox.data.list.find((m) => m.to === email)!.text)![1];
      const verified = (await (await call('POST', '/api/core/auth/email/verify_code/', { email, code })).json()) as {
        data: { is_new: boolean; user_id: number };
      };
      expect(verified.data).toMatchObject({ is_new: false, user_id: luna!.id });

      // Demo fans hold coins through the ledger.
      const [fan] = await db.select({ id: users.id }).from(users).where(eq(users.userName, DEMO_FANS[0]!.userName));
      // Memberships were paid from it through the ledger; Alex is Luna's member and has her messages.
      const alexJoined = DEMO_MEMBERSHIPS.filter(([f]) => f === 0).map(([, c]) => DEMO_MEMBERSHIP_DOLLARS[c]!);
      const paidCoins = alexJoined.reduce((sum, d) => sum + coinsForDollars(d, server.services.config.COIN_PRICE_CENTS), 0);
      expect((await balances(db, fan!.id)).wallet).toBe(DEMO_FAN_COINS - paidCoins);
      expect(await db.select().from(membershipSettings)).toHaveLength(DEMO_CREATORS.length);
      expect(await db.select().from(memberships)).toHaveLength(DEMO_MEMBERSHIPS.length);
      expect((await db.select().from(chatSettings)).filter((c) => c.price > 0).length).toBeGreaterThan(0);
      // Luna takes video calls: 20 coins a minute, 3 minutes held (the demo shows the Video call action).
      expect(await db.select().from(callSettings).where(eq(callSettings.userId, luna!.id))).toEqual([
        expect.objectContaining({ enabled: true, pricePerMinute: 20, minTime: 3 }),
      ]);
      const sent = await db.select().from(messages);
      expect(sent.map((m) => m.senderId)).toEqual(expect.arrayContaining([fan!.id, luna!.id]));
      const [paid] = await db.select().from(messagePayloads);
      expect(paid!.price).toBe(DEMO_PAID_PHOTO_COINS);
      // Luna, the README's demo creator, has a scheduled post.
      expect(scheduled.some((p) => p.creatorId === luna!.id)).toBe(true);
    } finally {
      await server.close();
    }

    // A second start on the same data dir adds nothing.
    const again = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      expect(await counts(again.database.db)).toEqual({
        users: DEMO_CREATORS.length + DEMO_FANS.length,
        posts: DEMO_CREATORS.length * 5,
        media: DEMO_CREATORS.length + DEMO_FANS.length + DEMO_CREATORS.length * 5 + DEMO_CREATORS.length,
        follows: expect.any(Number),
      });
      const markers = await again.database.db.select().from(systemSettings).where(eq(systemSettings.key, DEMO_MARKER));
      expect(markers).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it('is added in the background: the server is ready before it, and meanwhile shows all of it or none of it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SHUTDOWN_TIMEOUT_MS: '1000', DATA_DIR: freshDir(), DATABASE_URL: '' });
    const server = await createAppServer(config, { remix: 'none' });
    try {
      let done = false;
      void server.demo.then(() => (done = true));
      const seen = new Set<number>();
      while (!done) {
        seen.add((await counts(server.database.db)).users);
        // PGlite answers within microtasks: without a pause this loop would starve the event loop the demo needs.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      seen.add((await counts(server.database.db)).users);
      expect([...seen].every((n) => n === 0 || n === DEMO_CREATORS.length + DEMO_FANS.length)).toBe(true);
      // Read before the demo was in (the server did not wait for it), and after.
      expect(seen.has(0)).toBe(true);
      expect(seen.has(DEMO_CREATORS.length + DEMO_FANS.length)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('seeds nothing with SEED_DEMO=0', async () => {
    const server = await start({ DATA_DIR: freshDir(), DATABASE_URL: '', SEED_DEMO: '0' });
    try {
      expect(await counts(server.database.db)).toEqual({ users: 0, posts: 0, media: 0, follows: 0 });
    } finally {
      await server.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('is off by default on PostgreSQL (DATABASE_URL), on with SEED_DEMO=1', async () => {
    const base = process.env.DATABASE_URL!;
    const name = `fanstage_demo_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const off = await start({ DATA_DIR: freshDir(), DATABASE_URL: url.toString() });
      expect((await counts(off.database.db)).users).toBe(0);
      await off.close();
      const on = await start({ DATA_DIR: freshDir(), DATABASE_URL: url.toString(), SEED_DEMO: '1' });
      const seeded = await on.database.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.userRole, 1), isNotNull(users.email)));
      expect(seeded[0]!.n).toBe(DEMO_CREATORS.length);
      await on.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

async function listen(server: Awaited<ReturnType<typeof createAppServer>>) {
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const address = server.httpServer.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}` };
}
