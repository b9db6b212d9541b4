/**
 * Deleting from the vault (issue 5): allowed for unused items and drafts' items (bytes, variants
 * and previews go too), refused with the catalogue's 409s while a scheduled or posted post, a
 * chat or mass message, or the portrait uses the item; a deleted video takes its own poster along.
 */
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { contentHashOfBytes } from '../../common/media-hash';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { media, postMedia, users } from '../db/schema';

let t: TestServer & { dataDir: string };
let creator: { token: string; userId: number };
let fan: { token: string; userId: number };
const fixtures = fileURLToPath(new URL('../../e2e/fixtures/', import.meta.url));

beforeAll(async () => {
  t = await startIdentityServer({ POST_SCHEDULER_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0' });
  creator = await signUp(t, 'vault_creator');
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  fan = await signUp(t, 'vault_fan');
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const post = async (token: string, p: string, params: Record<string, unknown> = {}) => json(await t.call('POST', p, params, withToken(token)));
const get = async (token: string, p: string, params: Record<string, unknown> = {}) => json(await t.call('GET', p, params, withToken(token)));
const remove = (mediaId: number, token = creator.token) => post(token, '/api/core/media/vault/delete/', { media_id: mediaId });
const variant = (mediaId: number) => fetch(`${t.url}/media/${mediaId}/w_160,h_0`, withToken(creator.token));
const vaultIds = async () =>
  ((await get(creator.token, '/api/core/media/vault/list/', { limit: 100 })).body.data.list as { media_id: number }[]).map((m) => m.media_id);
const storedKey = async (mediaId: number) => (await db().select({ key: media.storageKey }).from(media).where(eq(media.id, mediaId)))[0]!.key;
const onDisk = (key: string) => fs.existsSync(path.join(t.dataDir, 'media', key));

let shade = 0;
/** A small image in a vault, through the media service (the upload API is media.int.test's subject). */
async function image(ownerId = creator.userId): Promise<number> {
  shade += 1;
  const bytes = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade * 5, g: 90, b: 30 } } })
      .png()
      .toBuffer(),
  );
  return store(ownerId, bytes, 'image/png', `v${shade}.png`);
}

async function store(ownerId: number, bytes: Uint8Array, type: string, fileName: string): Promise<number> {
  const service = t.server.services.media;
  // Fans upload chat attachments only (ADR 084).
  const purpose = ownerId === creator.userId ? 'post' : 'chat';
  const init = await service.initUpload(ownerId, { fileName, size: bytes.length, declaredType: type, contentHash: await contentHashOfBytes(bytes), purpose });
  if ('duplicate' in init) return init.media_id;
  await service.putChunk(ownerId, init.upload_id, 0, bytes);
  return (await service.completeUpload(ownerId, init.upload_id)).media_id;
}

async function postWith(mediaIds: number[], action: 'save' | 'publish' | 'schedule'): Promise<number> {
  const created = await post(creator.token, '/api/core/post/create/', { from: 1 });
  const postId = created.body.data.post_id as number;
  const fields = { post_id: postId, caption: 'x', visibility: VISIBILITY.Everyone, media_ids: mediaIds };
  const extra = action === 'schedule' ? { scheduled_at: Math.floor(Date.now() / 1000) + 3600 } : {};
  const res = await post(creator.token, `/api/core/post/${action}/`, { ...fields, ...extra });
  expect(res.status).toBe(200);
  return postId;
}

describe('deleting from the vault', () => {
  it('deletes an unused item with its bytes and variants; it leaves the vault and its URLs answer 404', async () => {
    const id = await image();
    expect((await variant(id)).status).toBe(200); // makes and stores a variant
    const key = await storedKey(id);
    expect(onDisk(key)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'media', 'variants', String(id)))).toBe(true);

    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: [id] });
    expect(await vaultIds()).not.toContain(id);
    expect(onDisk(key)).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'media', 'variants', String(id)))).toBe(false);
    expect((await variant(id)).status).toBe(404);
    // Gone is gone: a second delete is a 404.
    expect((await remove(id)).body.error.code).toBe(ERRORS.MEDIA_NOT_FOUND.code);
  });

  it('takes an item out of a draft that lists it', async () => {
    const kept = await image();
    const dropped = await image();
    const draft = await postWith([kept, dropped], 'save');
    expect((await remove(dropped)).status).toBe(200);
    const rows = await db().select({ mediaId: postMedia.mediaId }).from(postMedia).where(eq(postMedia.postId, draft));
    expect(rows.map((r) => r.mediaId)).toEqual([kept]);
    const opened = await get(creator.token, '/api/core/post/get/', { post_id: draft });
    expect(opened.body.data.media.map((m: { media_id: number }) => m.media_id)).toEqual([kept]);
  });

  it('refuses while a posted or scheduled post carries the item (409, catalogue message), and keeps it', async () => {
    for (const action of ['publish', 'schedule'] as const) {
      const id = await image();
      await postWith([id], action);
      const res = await remove(id);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: ERRORS.MEDIA_IN_POST.code, message: ERRORS.MEDIA_IN_POST.message });
      expect(await vaultIds()).toContain(id);
      expect((await variant(id)).status).toBe(200);
    }
  });

  it('refuses while a chat message or a mass message still to be sent carries it', async () => {
    const inChat = await image();
    const sent = await post(creator.token, '/api/core/chat/send/', { to_user_id: fan.userId, client_id: `vault-${Date.now()}`, body: '', media_ids: [inChat] });
    expect(sent.status).toBe(200);
    const chat = await remove(inChat);
    expect(chat.status).toBe(409);
    expect(chat.body.error.code).toBe(ERRORS.MEDIA_IN_CHAT.code);

    const inMass = await image();
    const mass = await post(creator.token, '/api/core/mass/create/', {
      audience: 'followers',
      body: 'soon',
      media_ids: [inMass],
      send_at: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(mass.status).toBe(200);
    expect((await remove(inMass)).body.error.code).toBe(ERRORS.MEDIA_IN_CHAT.code);
    expect(await vaultIds()).toEqual(expect.arrayContaining([inChat, inMass]));
  });

  it('refuses the current portrait', async () => {
    const id = await image();
    expect((await post(creator.token, '/api/core/user/portrait/', { media_id: id })).status).toBe(200);
    const res = await remove(id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe(ERRORS.MEDIA_IS_PORTRAIT.code);
  });

  it("answers 404 for another user's item, which stays", async () => {
    const theirs = await image(fan.userId);
    const res = await remove(theirs);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe(ERRORS.MEDIA_NOT_FOUND.code);
    expect(await db().select({ id: media.id }).from(media).where(eq(media.id, theirs))).toHaveLength(1);
  });

  it('a video goes with its own poster; the poster of a posted video is refused', async () => {
    const clip = new Uint8Array(fs.readFileSync(path.join(fixtures, 'clip.mp4')));
    const service = t.server.services.media;
    const withPoster = async (videoId: number) => {
      const video = (await service.byId(videoId))!;
      if (video.poster_media_id) return video.poster_media_id;
      const poster = await image();
      return (await service.setPoster(creator.userId, videoId, poster)).poster_media_id!;
    };
    const videoId = await store(creator.userId, clip, 'video/mp4', 'clip.mp4');
    const posterId = await withPoster(videoId);
    // The poster of a video in a posted post is what fans see: refused.
    const published = await postWith([videoId], 'publish');
    expect((await remove(posterId)).body.error.code).toBe(ERRORS.MEDIA_IN_POST.code);
    expect((await remove(videoId)).body.error.code).toBe(ERRORS.MEDIA_IN_POST.code);
    // Once the post is deleted, the video and its poster go together.
    expect((await post(creator.token, '/api/core/post/delete/', { post_id: published })).status).toBe(200);
    const res = await remove(videoId);
    expect(res.status).toBe(200);
    expect(res.body.data.deleted.sort()).toEqual([videoId, posterId].sort());
    expect(await vaultIds()).not.toContain(posterId);
  });
});
