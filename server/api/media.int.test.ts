/** Chunked media uploads (issue 5): init, resume, chunks, complete, duplicates, refused files. */
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../common/media';
import { contentHashOfBytes } from '../../common/media-hash';
import { signRequest } from '../../common/sign';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';

let t: TestServer & { dataDir: string };
let owner: { token: string; userId: number };
let other: { token: string; userId: number };
beforeAll(async () => {
  t = await startIdentityServer({ MEDIA_MAX_IMAGE_BYTES: String(8 * 1024 * 1024) });
  owner = await signUp(t, 'media.owner');
  other = await signUp(t, 'media.other');
  // Creators: their uploads go to the vault (fans' limits: uploads-limits.int.test.ts).
  await t.server.database.db
    .update(users)
    .set({ userRole: 1 })
    .where(inArray(users.id, [owner.userId, other.userId]));
});
afterAll(() => t?.close());

/** A PNG of at least `minBytes` (random pixels do not compress). */
async function png(width: number, height: number): Promise<Uint8Array> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
}

function putChunk(token: string, uploadId: string, index: number, bytes: Uint8Array, sign = true) {
  const pathName = '/api/core/media/upload/chunk/';
  const params: Record<string, unknown> = { upload_id: uploadId, index, ts: Math.floor(Date.now() / 1000) };
  const signed = sign ? { ...params, sign: signRequest(t.config.SIGN_KEY, 'PUT', pathName, params) } : params;
  const query = new URLSearchParams(Object.entries(signed).map(([k, v]) => [k, String(v)]));
  return fetch(`${t.url}${pathName}?${query}`, {
    method: 'PUT',
    headers: { ...withToken(token).headers, 'Content-Type': 'application/octet-stream' },
    body: Buffer.from(bytes),
  });
}

async function init(token: string, bytes: Uint8Array, extra: Record<string, unknown> = {}) {
  return json(
    await t.call(
      'POST',
      '/api/core/media/upload/init/',
      { file_name: 'photo.png', size: bytes.length, type: 'image/png', content_hash: await contentHashOfBytes(bytes), ...extra },
      withToken(token),
    ),
  );
}

const complete = async (token: string, uploadId: string, extra: Record<string, unknown> = {}) =>
  json(await t.call('POST', '/api/core/media/upload/complete/', { upload_id: uploadId, ...extra }, withToken(token)));

async function uploadAll(token: string, bytes: Uint8Array) {
  const started = await init(token, bytes);
  expect(started.status).toBe(200);
  if (started.body.data.media_id) return started.body.data;
  for (let i = 0; i * CHUNK_SIZE < bytes.length; i++) {
    const res = await putChunk(token, started.body.data.upload_id, i, bytes.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE));
    expect(res.status).toBe(200);
  }
  const done = await complete(token, started.body.data.upload_id);
  expect(done.status).toBe(200);
  return done.body.data;
}

const uploadsDir = () => path.join(t.dataDir, 'media', 'uploads');

describe('media upload', () => {
  it('uploads an image in 2 MB chunks, resumes, and records its real type and size', async () => {
    const bytes = await png(1100, 1000); // ~3.3 MB: two chunks
    expect(bytes.length).toBeGreaterThan(CHUNK_SIZE);
    const first = await init(owner.token, bytes);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ chunk_size: CHUNK_SIZE, chunk_count: 2, uploaded_chunks: [] });
    const uploadId = first.body.data.upload_id as string;

    // A chunk of the wrong size, or past the end, is refused and not kept.
    const short = await json(await putChunk(owner.token, uploadId, 0, bytes.subarray(0, 100)));
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain(`must be ${CHUNK_SIZE} bytes`);
    expect((await json(await putChunk(owner.token, uploadId, 2, bytes.subarray(0, 10)))).status).toBe(400);

    expect((await putChunk(owner.token, uploadId, 0, bytes.subarray(0, CHUNK_SIZE))).status).toBe(200);
    // Resume: init again gives the same upload and what is already there.
    const again = await init(owner.token, bytes);
    expect(again.body.data).toMatchObject({ upload_id: uploadId, uploaded_chunks: [0] });
    // Complete before the last chunk: names the missing part.
    const early = await complete(owner.token, uploadId);
    expect(early.status).toBe(400);
    expect(early.body.error.message).toContain('1');

    // Another user cannot see or write this upload.
    expect((await json(await putChunk(other.token, uploadId, 1, bytes.subarray(CHUNK_SIZE)))).status).toBe(404);

    expect((await putChunk(owner.token, uploadId, 1, bytes.subarray(CHUNK_SIZE))).status).toBe(200);
    const done = await complete(owner.token, uploadId);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ kind: 1, mime: 'image/png', size: bytes.length, width: 1100, height: 1000, file_name: 'photo.png' });
    expect(fs.existsSync(path.join(uploadsDir(), uploadId))).toBe(false);

    // The same file again: the existing media id, stored once per owner.
    const dup = await init(owner.token, bytes);
    expect(dup.body.data).toEqual({ media_id: done.body.data.media_id, duplicate: true });
    // Another owner uploads it as their own.
    const theirs = await uploadAll(other.token, bytes);
    expect(theirs.media_id).not.toBe(done.body.data.media_id);
  });

  it('refuses a file that is not an image or video, and removes its data', async () => {
    const text = new TextEncoder().encode('%PDF-1.4\n'.padEnd(5000, 'x'));
    const started = await init(owner.token, text, { file_name: 'x.png' });
    const uploadId = started.body.data.upload_id as string;
    expect((await putChunk(owner.token, uploadId, 0, text)).status).toBe(200);
    const done = await complete(owner.token, uploadId);
    expect(done.status).toBe(415);
    expect(done.body.error.message).toMatch(/Only images and videos can be uploaded/);
    expect(fs.existsSync(path.join(uploadsDir(), uploadId))).toBe(false);
    expect((await complete(owner.token, uploadId)).status).toBe(404);
  });

  it('refuses damaged bytes (hash mismatch) and removes them', async () => {
    const bytes = await png(40, 40);
    const started = await init(owner.token, bytes);
    const uploadId = started.body.data.upload_id as string;
    const damaged = bytes.slice();
    damaged[damaged.length - 1] ^= 0xff;
    expect((await putChunk(owner.token, uploadId, 0, damaged)).status).toBe(200);
    const done = await complete(owner.token, uploadId);
    expect(done.status).toBe(400);
    expect(done.body.error.code).toBe(40062);
    expect(fs.existsSync(path.join(uploadsDir(), uploadId))).toBe(false);
  });

  it('enforces the size limits and declared types at init', async () => {
    const big = await init(owner.token, new Uint8Array(10), { size: 9 * 1024 * 1024 });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toContain('8 MB');
    const doc = await init(owner.token, new Uint8Array(10), { type: 'application/pdf' });
    expect(doc.status).toBe(415);
  });

  it('bad input is a 4xx naming the problem; no session or an anonymous one is refused', async () => {
    const bad = await json(
      await t.call('POST', '/api/core/media/upload/init/', { file_name: 'a', size: -1, type: 'image/png', content_hash: 'x' }, withToken(owner.token)),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/size/);
    expect((await json(await t.call('POST', '/api/core/media/upload/complete/', { upload_id: 'nope' }, withToken(owner.token)))).status).toBe(400);
    expect((await json(await t.call('POST', '/api/core/media/upload/complete/', { upload_id: 'a'.repeat(32) }, withToken(owner.token)))).status).toBe(404);
    expect((await json(await t.call('POST', '/api/core/media/upload/complete/', { upload_id: 'a'.repeat(32) }))).status).toBe(401);
    expect((await json(await putChunk(owner.token, 'bad', 0, new Uint8Array(1)))).status).toBe(400);
    expect((await json(await putChunk(owner.token, 'a'.repeat(32), 0, new Uint8Array(1), false))).status).toBe(400);
    const tooBig = await json(await putChunk(owner.token, 'a'.repeat(32), 0, new Uint8Array(CHUNK_SIZE + 10)));
    expect(tooBig.status).toBe(413);
    expect((await fetch(`${t.url}/api/core/media/upload/chunk/`, { method: 'DELETE' })).status).toBe(405);
  });

  it('serves image variants of the allowed sizes to the owner only, cached, with the right headers', async () => {
    const bytes = await png(800, 600);
    const item = await uploadAll(owner.token, bytes);
    const get = (p: string, token?: string) => fetch(`${t.url}${p}`, { headers: withToken(token).headers });
    const res = await get(`/media/${item.media_id}/w_320,h_0`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('private');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
    const cover = await sharp(Buffer.from(await (await get(`/media/${item.media_id}/w_160,h_160`, owner.token)).arrayBuffer())).metadata();
    expect([cover.width, cover.height]).toEqual([160, 160]);
    expect(fs.existsSync(path.join(t.dataDir, 'media', 'variants', String(item.media_id), 'w_320,h_0.webp'))).toBe(true);
    // Sizes outside the set are refused.
    for (const bad of ['w_321,h_0', 'w_0,h_0', 'w_99999,h_1', 'w_x,h_1']) {
      const r = await json(await get(`/media/${item.media_id}/${bad}`, owner.token));
      expect(r.status, bad).toBe(400);
    }
    // Anyone else, signed in or not, gets a 404 and no bytes.
    expect((await get(`/media/${item.media_id}/w_320,h_0`, other.token)).status).toBe(404);
    expect((await get(`/media/${item.media_id}/w_320,h_0`)).status).toBe(404);
    expect((await get(`/media/999999/w_320,h_0`, owner.token)).status).toBe(404);
  });

  it("lists the vault newest first with a keyset cursor, only the caller's media", async () => {
    const vaultOwner = await signUp(t, 'vault.owner');
    await t.server.database.db
      .update(users)
      .set({ userRole: 1 })
      .where(inArray(users.id, [vaultOwner.userId]));
    const ids: number[] = [];
    for (const size of [30, 31, 32]) ids.push((await uploadAll(vaultOwner.token, await png(size, size))).media_id);
    const page1 = await json(await t.call('GET', '/api/core/media/vault/list/', { limit: 2 }, withToken(vaultOwner.token)));
    expect(page1.status).toBe(200);
    expect(page1.body.data.list.map((m: { media_id: number }) => m.media_id)).toEqual([ids[2], ids[1]]);
    const page2 = await json(
      await t.call('GET', '/api/core/media/vault/list/', { limit: 2, cursor: page1.body.data.next_cursor }, withToken(vaultOwner.token)),
    );
    expect(page2.body.data).toMatchObject({ list: [{ media_id: ids[0], width: 30 }], next_cursor: null });
    expect((await json(await t.call('GET', '/api/core/media/vault/list/', { limit: 500 }, withToken(vaultOwner.token)))).status).toBe(400);
    expect((await json(await t.call('GET', '/api/core/media/vault/list/', {}))).status).toBe(401);
  });
});
