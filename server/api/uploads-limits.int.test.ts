/**
 * Issue 18 point 1 (ADR 084): completion streams from the chunks (hash, sniffed type, nothing
 * left behind), fans upload only chat attachments and portraits within smaller limits, each
 * role has a storage quota, an item is used only for what it was uploaded for, and unfinished
 * uploads expire with their chunks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { CHUNK_SIZE } from '../../common/media';
import { contentHashOfBytes } from '../../common/media-hash';
import { signRequest } from '../../common/sign';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { mediaUploads, users } from '../db/schema';

type Server = TestServer & { dataDir: string };
type Who = { token: string; userId: number };
let t: Server;
let creator: Who;
let fan: Who;

const FAN_IMAGE = 200_000;
const FAN_VIDEO = 300_000;
const FAN_QUOTA = 400_000;

beforeAll(async () => {
  t = await startIdentityServer({
    MEDIA_FAN_MAX_IMAGE_BYTES: String(FAN_IMAGE),
    MEDIA_FAN_MAX_VIDEO_BYTES: String(FAN_VIDEO),
    MEDIA_QUOTA_FAN_BYTES: String(FAN_QUOTA),
    MEDIA_QUOTA_CREATOR_BYTES: String(64 * 1024 * 1024),
    UPLOAD_EXPIRY_INTERVAL_MS: '0',
  });
  creator = await signUp(t, 'limits.creator');
  await t.server.database.db.update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  fan = await signUp(t, 'limits.fan');
});
afterAll(() => t?.close());

let seed = 0;
/** A PNG of about width*height*3 bytes (noise does not compress), different each time. */
async function png(width: number, height: number): Promise<Uint8Array> {
  seed += 1;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i + seed * 7919) * 2654435761) >>> 24;
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
}

/** An MP4 `ftyp` box (sniffed as video/mp4) and random padding. */
function mp4(size: number): Uint8Array {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 32]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]);
  return new Uint8Array(Buffer.concat([head, randomBytes(size - head.length)]));
}

const post = async (s: Server, who: Who, p: string, params: Record<string, unknown>) => json(await s.call('POST', p, params, withToken(who.token)));

async function init(s: Server, who: Who, bytes: Uint8Array, extra: Record<string, unknown> = {}) {
  return post(s, who, '/api/core/media/upload/init/', {
    file_name: 'file.bin',
    size: bytes.length,
    type: 'image/png',
    content_hash: await contentHashOfBytes(bytes),
    ...extra,
  });
}

function putChunk(s: Server, who: Who, uploadId: string, index: number, bytes: Uint8Array) {
  const pathName = '/api/core/media/upload/chunk/';
  const params = { upload_id: uploadId, index, ts: Math.floor(Date.now() / 1000) };
  const query = new URLSearchParams(
    Object.entries({ ...params, sign: signRequest(s.config.SIGN_KEY, 'PUT', pathName, params) }).map(([k, v]) => [k, String(v)]),
  );
  return fetch(`${s.url}${pathName}?${query}`, {
    method: 'PUT',
    headers: { ...withToken(who.token).headers, 'Content-Type': 'application/octet-stream' },
    body: Buffer.from(bytes),
  });
}

async function putAll(s: Server, who: Who, uploadId: string, bytes: Uint8Array) {
  for (let i = 0; i * CHUNK_SIZE < bytes.length; i++)
    expect((await putChunk(s, who, uploadId, i, bytes.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE))).status).toBe(200);
}

/** init, every chunk, complete: the answer of complete (or of init when it refused or found a duplicate). */
async function upload(s: Server, who: Who, bytes: Uint8Array, extra: Record<string, unknown> = {}) {
  const started = await init(s, who, bytes, extra);
  if (started.status !== 200 || started.body.data.duplicate) return started;
  await putAll(s, who, started.body.data.upload_id, bytes);
  return post(s, who, '/api/core/media/upload/complete/', { upload_id: started.body.data.upload_id });
}

const spoolDir = (s: Server) => path.join(s.dataDir, 'tmp', 'uploads');
const chunksOf = (s: Server, uploadId: string) => path.join(s.dataDir, 'media', 'uploads', uploadId);
const spoolFiles = (s: Server) => (fs.existsSync(spoolDir(s)) ? fs.readdirSync(spoolDir(s)) : []);

describe('streamed completion', () => {
  it('joins a video from its chunks: real type, right hash and bytes, chunks and spool gone; the same bytes again are the same item', async () => {
    const bytes = mp4(5 * 1024 * 1024 + 123); // three chunks
    const started = await init(t, creator, bytes, { type: 'video/mp4', file_name: 'clip.mp4' });
    const uploadId = started.body.data.upload_id as string;
    await putAll(t, creator, uploadId, bytes);
    const done = await post(t, creator, '/api/core/media/upload/complete/', { upload_id: uploadId });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ kind: 2, mime: 'video/mp4', size: bytes.length, file_name: 'clip.mp4' });
    const stored = fs.readFileSync(path.join(t.dataDir, 'media', 'originals', String(creator.userId), uploadId));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(fs.existsSync(chunksOf(t, uploadId))).toBe(false);
    expect(spoolFiles(t)).toEqual([]);
    const again = await init(t, creator, bytes, { type: 'video/mp4' });
    expect(again.body.data).toEqual({ media_id: done.body.data.media_id, duplicate: true });
  });

  it('sniffs the type from the bytes, not the declared type: an image declared as a video gets the image limit', async () => {
    const bytes = await png(160, 160); // ~77 KB
    const big = await png(300, 300); // ~270 KB: within the fan video limit, over the fan image limit
    expect(big.length).toBeGreaterThan(FAN_IMAGE);
    expect(big.length).toBeLessThan(FAN_VIDEO);
    const started = await init(t, fan, big, { type: 'video/mp4', purpose: 'chat' });
    expect(started.status).toBe(200);
    const uploadId = started.body.data.upload_id as string;
    await putAll(t, fan, uploadId, big);
    const done = await post(t, fan, '/api/core/media/upload/complete/', { upload_id: uploadId });
    expect([done.status, done.body.error.code]).toEqual([413, ERRORS.MEDIA_TOO_LARGE.code]);
    expect(fs.existsSync(chunksOf(t, uploadId))).toBe(false);
    expect(await t.server.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, uploadId))).toEqual([]);
    expect(spoolFiles(t)).toEqual([]);
    // A small one goes through as the image it is.
    expect((await upload(t, fan, bytes, { type: 'video/mp4', purpose: 'chat' })).body.data).toMatchObject({ kind: 1, mime: 'image/png' });
  });
});

describe('fans upload chat attachments and a portrait only, with smaller limits', () => {
  it('refuses a fan upload for the vault (the default purpose)', async () => {
    const res = await init(t, fan, await png(20, 20));
    expect([res.status, res.body.error.code]).toEqual([403, ERRORS.MEDIA_PURPOSE_REFUSED.code]);
    expect(res.body.error.message).toBe(ERRORS.MEDIA_PURPOSE_REFUSED.message);
  });

  it("applies the fan's limits at init, and refuses a video as a portrait", async () => {
    const image = await init(t, fan, new Uint8Array(10), { size: FAN_IMAGE + 1, purpose: 'chat' });
    expect([image.status, image.body.error.code]).toEqual([413, ERRORS.MEDIA_TOO_LARGE.code]);
    const video = await init(t, fan, new Uint8Array(10), { size: FAN_VIDEO + 1, type: 'video/mp4', purpose: 'chat' });
    expect([video.status, video.body.error.code]).toEqual([413, ERRORS.MEDIA_TOO_LARGE.code]);
    const portrait = await init(t, fan, new Uint8Array(10), { type: 'video/mp4', purpose: 'portrait' });
    expect([portrait.status, portrait.body.error.code]).toEqual([415, ERRORS.MEDIA_TYPE_REFUSED.code]);
    // A creator's limits are the general ones.
    expect((await init(t, creator, new Uint8Array(10), { size: FAN_VIDEO + 1, type: 'video/mp4' })).status).toBe(200);
  });

  it('uses an item only for what it was uploaded for; the same bytes uploaded for the vault then serve both', async () => {
    const bytes = await png(30, 30);
    const chatOnly = await upload(t, creator, bytes, { purpose: 'chat' });
    expect(chatOnly.status).toBe(200);
    const id = chatOnly.body.data.media_id as number;
    const draft = (await post(t, creator, '/api/core/post/create/', { from: 1 })).body.data.post_id as number;
    const fields = { post_id: draft, caption: 'Hello', visibility: VISIBILITY.Everyone, media_ids: [id] };
    const refused = await post(t, creator, '/api/core/post/save/', fields);
    expect([refused.status, refused.body.error.code]).toEqual([400, ERRORS.MEDIA_NOT_FOR_THIS_USE.code]);
    const sent = await post(t, creator, '/api/core/chat/send/', { to_user_id: fan.userId, client_id: `limits-${Date.now()}`, body: '', media_ids: [id] });
    expect(sent.status).toBe(200);
    expect((await post(t, creator, '/api/core/user/portrait/', { media_id: id })).body.error.code).toBe(ERRORS.MEDIA_NOT_FOR_THIS_USE.code);

    expect((await init(t, creator, bytes, { purpose: 'post' })).body.data).toEqual({ media_id: id, duplicate: true });
    expect((await post(t, creator, '/api/core/post/save/', fields)).status).toBe(200);
  });

  it("a fan's chat attachment is not a portrait; an upload for the portrait is", async () => {
    const chat = await upload(t, fan, await png(24, 24), { purpose: 'chat' });
    const refused = await post(t, fan, '/api/core/user/portrait/', { media_id: chat.body.data.media_id });
    expect([refused.status, refused.body.error.code]).toEqual([400, ERRORS.MEDIA_NOT_FOR_THIS_USE.code]);
    const portrait = await upload(t, fan, await png(26, 26), { purpose: 'portrait' });
    expect(portrait.status).toBe(200);
    expect((await post(t, fan, '/api/core/user/portrait/', { media_id: portrait.body.data.media_id })).status).toBe(200);
  });
});

describe('storage quotas', () => {
  it('counts stored media and unfinished uploads, refuses past the quota with a catalogue message, and frees on delete', async () => {
    const payer = await signUp(t, 'limits.quota');
    const files = await Promise.all([png(200, 200), png(200, 200), png(200, 200), png(200, 200)]); // ~120 KB each
    const first = await upload(t, payer, files[0]!, { purpose: 'chat' });
    expect(first.status).toBe(200);
    expect((await init(t, payer, files[1]!, { purpose: 'chat' })).status).toBe(200);
    expect((await init(t, payer, files[2]!, { purpose: 'chat' })).status).toBe(200);
    // 3 x 120 KB held (one stored, two unfinished): a fourth does not fit in 400 KB.
    const over = await init(t, payer, files[3]!, { purpose: 'chat' });
    expect([over.status, over.body.error.code]).toEqual([413, ERRORS.MEDIA_QUOTA_EXCEEDED.code]);
    expect(over.body.error.message).toMatch(/does not fit in your storage space: you use \d+ KB of 391 KB/);
    // Resuming an upload already counted is not refused.
    expect((await init(t, payer, files[2]!, { purpose: 'chat' })).status).toBe(200);
    expect((await post(t, payer, '/api/core/media/vault/delete/', { media_id: first.body.data.media_id })).status).toBe(200);
    expect((await init(t, payer, files[3]!, { purpose: 'chat' })).status).toBe(200);
  });
});

describe('unfinished uploads expire', () => {
  it('removes an upload idle for longer than the TTL with its chunks, keeps a recent one, and removes chunks without an upload', async () => {
    const bytes = await png(900, 900); // two chunks
    const started = await init(t, creator, bytes);
    const uploadId = started.body.data.upload_id as string;
    expect((await putChunk(t, creator, uploadId, 0, bytes.subarray(0, CHUNK_SIZE))).status).toBe(200);
    const orphan = randomBytes(16).toString('hex');
    fs.mkdirSync(chunksOf(t, orphan), { recursive: true });
    fs.writeFileSync(path.join(chunksOf(t, orphan), '000000'), 'left behind');

    const ttl = 60_000;
    const early = await t.server.services.media.expireUploads(ttl, new Date(Date.now() + ttl / 2));
    expect(early.expired).not.toContain(uploadId);
    expect(early.orphans).toEqual([orphan]);
    expect(fs.existsSync(chunksOf(t, orphan))).toBe(false);
    expect(fs.readdirSync(chunksOf(t, uploadId))).toEqual(['000000']);

    const late = await t.server.services.media.expireUploads(ttl, new Date(Date.now() + ttl * 2));
    expect(late.expired).toContain(uploadId);
    expect(fs.existsSync(chunksOf(t, uploadId))).toBe(false);
    const gone = await post(t, creator, '/api/core/media/upload/complete/', { upload_id: uploadId });
    expect([gone.status, gone.body.error.code]).toEqual([404, ERRORS.UPLOAD_NOT_FOUND.code]);
  });

  it('the job removes them by itself (UPLOAD_TTL_MS, UPLOAD_EXPIRY_INTERVAL_MS)', async () => {
    const s = await startIdentityServer({ UPLOAD_TTL_MS: '1000', UPLOAD_EXPIRY_INTERVAL_MS: '200' });
    try {
      const owner = await signUp(s, 'expiry.owner');
      const bytes = await png(900, 900);
      const started = await init(s, owner, bytes, { purpose: 'chat' });
      const uploadId = started.body.data.upload_id as string;
      expect((await putChunk(s, owner, uploadId, 0, bytes.subarray(0, CHUNK_SIZE))).status).toBe(200);
      expect(fs.existsSync(chunksOf(s, uploadId))).toBe(true);
      await expect
        .poll(async () => fs.existsSync(chunksOf(s, uploadId)) || (await s.server.database.db.select().from(mediaUploads)).length > 0, { timeout: 15_000 })
        .toBe(false);
    } finally {
      await s.close();
    }
  });
});
