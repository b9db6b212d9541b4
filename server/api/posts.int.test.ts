/**
 * Posts (issue 5 parts 2-3): drafts, publishing, scheduling, the scheduler job, and who may
 * fetch the bytes of a post's media (variants, video, blurred preview).
 */
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS, VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { CHUNK_SIZE } from '../../common/media';
import { contentHashOfBytes } from '../../common/media-hash';
import { signRequest } from '../../common/sign';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { media, posts, users } from '../db/schema';
import { createPostScheduler } from '../domain/content/scheduler';
import { buyCoins, unlockPost } from '../domain/money';
import { SANDBOX_PAYMENT_METHODS } from '../domain/money/payments';

let t: TestServer & { dataDir: string };
let creator: { token: string; userId: number };
let fan: { token: string; userId: number };
let buyer: { token: string; userId: number };
const fixtures = fileURLToPath(new URL('../../e2e/fixtures/', import.meta.url));

beforeAll(async () => {
  t = await startIdentityServer({ POST_SCHEDULER_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0' });
  creator = await signUp(t, 'posts_creator');
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  fan = await signUp(t, 'posts_fan');
  buyer = await signUp(t, 'posts_buyer');
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const post = async (token: string | undefined, p: string, params: Record<string, unknown> = {}) => json(await t.call('POST', p, params, withToken(token)));
const get = async (token: string | undefined, p: string, params: Record<string, unknown> = {}) => json(await t.call('GET', p, params, withToken(token)));
const nowSeconds = () => Math.floor(Date.now() / 1000);
const fetchAs = (token: string | undefined, p: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${p}`, { headers: { ...withToken(token).headers, ...headers } });

/** Uploads a file through the chunked API, as the browser does. */
async function upload(token: string, bytes: Uint8Array, type: string, fileName: string): Promise<number> {
  const init = await post(token, '/api/core/media/upload/init/', {
    file_name: fileName,
    size: bytes.length,
    type,
    content_hash: await contentHashOfBytes(bytes),
    // Fans upload chat attachments only (ADR 084).
    ...(token === creator.token ? {} : { purpose: 'chat' }),
  });
  expect(init.status).toBe(200);
  if (init.body.data.media_id) return init.body.data.media_id;
  const uploadId = init.body.data.upload_id as string;
  for (let i = 0; i * CHUNK_SIZE < bytes.length; i++) {
    const pathName = '/api/core/media/upload/chunk/';
    const params = { upload_id: uploadId, index: i, ts: nowSeconds() };
    const query = new URLSearchParams(
      Object.entries({ ...params, sign: signRequest(t.config.SIGN_KEY, 'PUT', pathName, params) }).map(([k, v]) => [k, String(v)]),
    );
    const res = await fetch(`${t.url}${pathName}?${query}`, {
      method: 'PUT',
      headers: { ...withToken(token).headers, 'Content-Type': 'application/octet-stream' },
      body: Buffer.from(bytes.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE)),
    });
    expect(res.status).toBe(200);
  }
  const done = await post(token, '/api/core/media/upload/complete/', { upload_id: uploadId });
  expect(done.status).toBe(200);
  return done.body.data.media_id;
}

let colour = 0;
async function image(token = creator.token): Promise<number> {
  colour++;
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: colour * 7, g: 100, b: 50 } } })
    .png()
    .toBuffer();
  return upload(token, new Uint8Array(bytes), 'image/png', `p${colour}.png`);
}

const fields = (media_ids: number[], extra: Record<string, unknown> = {}) => ({ caption: 'Hello', visibility: VISIBILITY.Everyone, media_ids, ...extra });

async function newPost(token = creator.token): Promise<number> {
  const created = await post(token, '/api/core/post/create/', { from: 1 });
  expect(created.status).toBe(200);
  return created.body.data.post_id;
}

describe('composing posts', () => {
  it('is for creators only', async () => {
    for (const p of ['/api/core/post/init/', '/api/core/post/create/']) {
      const refused = await post(fan.token, p, { from: 1 });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe(ERRORS.POST_CREATORS_ONLY.code);
    }
    expect((await post(undefined, '/api/core/post/init/')).status).toBe(401);
  });

  it('counts drafts at init and create, saves a draft without media, and refuses publishing it without media', async () => {
    const before = (await post(creator.token, '/api/core/post/init/')).body.data.draft_num as number;
    const created = await post(creator.token, '/api/core/post/create/', { from: 1 });
    expect(created.body.data).toEqual({ post_id: expect.any(Number), draft_num: before + 1 });
    const id = created.body.data.post_id;
    const saved = await post(creator.token, '/api/core/post/save/', { post_id: id, ...fields([], { caption: '  just words  ' }) });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ post_id: id, caption: 'just words', status: POST_STATUS.Draft, media: [] });
    const refused = await post(creator.token, '/api/core/post/publish/', { post_id: id, ...fields([]) });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: ERRORS.POST_NEEDS_MEDIA.code, message: 'Please add at least one image or video.', field: 'media_ids' });
    expect((await post(creator.token, '/api/core/post/init/')).body.data.draft_num).toBe(before + 1);
  });

  it('needs a price for PPV kinds only, and only the creator’s own media', async () => {
    const id = await newPost();
    const m = await image();
    const noPrice = await post(creator.token, '/api/core/post/publish/', { post_id: id, ...fields([m], { visibility: VISIBILITY.PPV }) });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.error).toMatchObject({ field: 'price', message: 'Please enter coins from 1 to 10000' });
    const tooDear = await post(creator.token, '/api/core/post/publish/', {
      post_id: id,
      ...fields([m], { visibility: VISIBILITY.MembersAndPPV, price: 10_001 }),
    });
    expect(tooDear.body.error.field).toBe('price');
    const priced = await post(creator.token, '/api/core/post/publish/', { post_id: id, ...fields([m], { visibility: VISIBILITY.Members, price: 5 }) });
    expect(priced.body.error).toMatchObject({ code: ERRORS.POST_PRICE_NOT_ALLOWED.code, field: 'price' });
    const badVisibility = await post(creator.token, '/api/core/post/save/', { post_id: id, ...fields([m], { visibility: 5 }) });
    expect(badVisibility.body.error.field).toBe('visibility');
    const theirs = await image(fan.token);
    const notMine = await post(creator.token, '/api/core/post/publish/', { post_id: id, ...fields([m, theirs]) });
    expect(notMine.body.error).toMatchObject({ code: ERRORS.POST_MEDIA_INVALID.code, field: 'media_ids' });
    // Nothing half-written: still the empty draft.
    const current = await get(creator.token, '/api/core/post/get/', { post_id: id });
    expect(current.body.data).toMatchObject({ status: POST_STATUS.Draft, media: [], price: null });

    const ok = await post(creator.token, '/api/core/post/publish/', { post_id: id, ...fields([m], { visibility: VISIBILITY.PPV, price: 25 }) });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: POST_STATUS.Posted, price: 25, visibility: VISIBILITY.PPV, published_at: expect.any(Number) });
    expect(ok.body.data.media).toEqual([
      expect.objectContaining({ media_id: m, locked: false, url: `/media/p/${id}/${m}`, preview_url: `/media/p/${id}/${m}/preview` }),
    ]);
  });

  it('keeps posts private to their creator', async () => {
    const id = await newPost();
    expect((await get(fan.token, '/api/core/post/get/', { post_id: id })).status).toBe(403);
    const other = await signUp(t, 'posts_creator2');
    await db().update(users).set({ userRole: 1 }).where(eq(users.id, other.userId));
    const hidden = await get(other.token, '/api/core/post/get/', { post_id: id });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe(ERRORS.POST_NOT_FOUND.code);
    expect((await post(other.token, '/api/core/post/delete/', { post_id: id })).status).toBe(404);
    expect((await post(other.token, '/api/core/post/save/', { post_id: id, ...fields([]) })).status).toBe(404);
  });

  it('schedules in the future only; editing a scheduled post makes it a draft again; lists and deletes', async () => {
    const id = await newPost();
    const m = await image();
    const past = await post(creator.token, '/api/core/post/schedule/', { post_id: id, ...fields([m]), scheduled_at: nowSeconds() - 60 });
    expect(past.status).toBe(400);
    expect(past.body.error).toMatchObject({ code: ERRORS.POST_SCHEDULE_IN_PAST.code, message: 'Please choose a time in the future.', field: 'scheduled_at' });
    const far = await post(creator.token, '/api/core/post/schedule/', { post_id: id, ...fields([m]), scheduled_at: nowSeconds() + 400 * 86400 });
    expect(far.body.error.code).toBe(ERRORS.POST_SCHEDULE_TOO_FAR.code);
    const at = nowSeconds() + 3600;
    const scheduled = await post(creator.token, '/api/core/post/schedule/', { post_id: id, ...fields([m]), scheduled_at: at });
    expect(scheduled.body.data).toMatchObject({ status: POST_STATUS.Scheduled, scheduled_at: at, published_at: null });
    const list = await get(creator.token, '/api/core/post/scheduled/');
    expect(list.body.data.list.map((p: { post_id: number }) => p.post_id)).toContain(id);

    const edited = await post(creator.token, '/api/core/post/save/', { post_id: id, ...fields([m], { caption: 'changed' }) });
    expect(edited.body.data).toMatchObject({ status: POST_STATUS.Draft, scheduled_at: null, caption: 'changed' });
    expect((await get(creator.token, '/api/core/post/scheduled/')).body.data.list.map((p: { post_id: number }) => p.post_id)).not.toContain(id);
    const drafts = await get(creator.token, '/api/core/post/drafts/');
    expect(drafts.body.data.list[0].post_id).toBe(id);

    const deleted = await post(creator.token, '/api/core/post/delete/', { post_id: id });
    expect(deleted.body.data).toMatchObject({ post_id: id, draft_num: drafts.body.data.draft_num - 1 });
    expect((await get(creator.token, '/api/core/post/get/', { post_id: id })).status).toBe(404);
  });
});

describe('the scheduler', () => {
  it('publishes due posts once, even with two runs at the same time, at their scheduled time', async () => {
    const m = await image();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await newPost();
      const r = await post(creator.token, '/api/core/post/schedule/', { post_id: id, ...fields([m]), scheduled_at: nowSeconds() + 60 + i });
      expect(r.status).toBe(200);
      ids.push(id);
    }
    const notYet = await t.server.services.postScheduler.runOnce(new Date());
    expect(notYet.filter((id) => ids.includes(id))).toEqual([]);

    const later = new Date(Date.now() + 10 * 60_000);
    const a = createPostScheduler({ db: db() });
    const b = createPostScheduler({ db: db() });
    const [first, second] = await Promise.all([a.runOnce(later), b.runOnce(later)]);
    const all = [...first, ...second].filter((id) => ids.includes(id));
    expect(all.sort()).toEqual([...ids].sort());
    expect(new Set(all).size).toBe(all.length);

    const rows = await db().select().from(posts).where(eq(posts.id, ids[0]!));
    expect(rows[0]).toMatchObject({ status: POST_STATUS.Posted });
    expect(rows[0]!.publishedAt!.getTime()).toBe(rows[0]!.scheduledAt!.getTime());
    expect(await t.server.services.postScheduler.runOnce(later)).toEqual([]);
  });
});

describe('who may fetch a post’s media', () => {
  let everyone: number;
  let ppvImage: number;
  let ppvVideo: number;
  let ppvPost: number;
  let draftImage: number;
  let everyonePost: number;
  let draftPost: number;

  beforeAll(async () => {
    everyone = await image();
    ppvImage = await image();
    draftImage = await image();
    const clip = new Uint8Array(fs.readFileSync(path.join(fixtures, 'clip.mp4')));
    ppvVideo = await upload(creator.token, clip, 'video/mp4', 'clip.mp4');

    everyonePost = await newPost();
    expect((await post(creator.token, '/api/core/post/publish/', { post_id: everyonePost, ...fields([everyone]) })).status).toBe(200);
    ppvPost = await newPost();
    const sold = await post(creator.token, '/api/core/post/publish/', {
      post_id: ppvPost,
      ...fields([ppvImage, ppvVideo], { visibility: VISIBILITY.PPV, price: 10 }),
    });
    expect(sold.status).toBe(200);
    draftPost = await newPost();
    expect((await post(creator.token, '/api/core/post/save/', { post_id: draftPost, ...fields([draftImage]) })).status).toBe(200);

    await buyCoins(db(), t.config, { userId: buyer.userId, coins: 50, paymentMethod: SANDBOX_PAYMENT_METHODS.succeeds, idemKey: 'buy-1' });
    await unlockPost(db(), t.config, { fanId: buyer.userId, postId: ppvPost, price: 10, creatorId: creator.userId, idemKey: 'unlock-1' });
  });

  // Each URL names the post it came from (ADR 088).
  const inPost = (postId: number, id: number, rest: string) => `/media/p/${postId}/${id}/${rest}`;
  const variant = (id: number, postId = id === everyone ? everyonePost : id === draftImage ? draftPost : ppvPost) => inPost(postId, id, 'w_160,h_0');
  const video = () => inPost(ppvPost, ppvVideo, 'video');
  const preview = (id: number, postId = id === draftImage ? draftPost : ppvPost) => inPost(postId, id, 'preview');

  it('serves an Everyone post to anyone, anonymous visitors included', async () => {
    expect((await fetchAs(undefined, variant(everyone))).status).toBe(200);
    expect((await fetchAs(fan.token, variant(everyone))).status).toBe(200);
  });

  it('gives anonymous visitors and non-buyers only the blurred preview of PPV media', async () => {
    for (const token of [undefined, fan.token]) {
      expect((await fetchAs(token, variant(ppvImage))).status).toBe(404);
      expect((await fetchAs(token, video())).status).toBe(404);
      expect((await fetchAs(token, video(), { Range: 'bytes=0-99' })).status).toBe(404);
      const blurred = await fetchAs(token, preview(ppvImage));
      expect(blurred.status).toBe(200);
      expect(blurred.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await blurred.arrayBuffer())).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(48);
      expect((await fetchAs(token, preview(ppvVideo))).status).toBe(200);
    }
    // The video's poster is as locked as the video.
    const [clip] = await t.server.services.media.byId(ppvVideo).then((v) => [v]);
    if (clip?.poster_media_id) expect((await fetchAs(fan.token, variant(clip.poster_media_id, ppvPost))).status).toBe(404);
    // The post as the fan sees it names no original URL.
    const views = await import('../domain/content/views');
    const [seen] = await views.loadPostViews(db(), { isMember: async () => false, hasUnlocked: async () => false }, fan.userId, [ppvPost]);
    expect(seen!.media.every((m) => m.url === null && m.poster_url === null && m.locked)).toBe(true);
    expect(seen!.access).toEqual({ locked: true, unlock_price: 10, join: false });
  });

  it('opens PPV media to a buyer, with byte ranges for the video', async () => {
    expect((await fetchAs(buyer.token, variant(ppvImage))).status).toBe(200);
    const whole = await fetchAs(buyer.token, video());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(fs.statSync(path.join(fixtures, 'clip.mp4')).size);
    const part = await fetchAs(buyer.token, video(), { Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const tail = await fetchAs(buyer.token, video(), { Range: 'bytes=-5' });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 5));
    expect((await fetchAs(buyer.token, video(), { Range: `bytes=${bytes.length + 10}-` })).status).toBe(416);
    // An image has no /video.
    expect((await fetchAs(buyer.token, inPost(ppvPost, ppvImage, 'video'))).status).toBe(404);
  });

  it('opens everything to the owner, and a draft’s media to the owner only (not even a preview)', async () => {
    const own = (id: number, rest: string) => `/media/${id}/${rest}`;
    for (const p of [
      variant(ppvImage),
      video(),
      variant(draftImage),
      preview(draftImage),
      own(ppvImage, 'w_160,h_0'),
      own(ppvVideo, 'video'),
      own(draftImage, 'preview'),
    ]) {
      expect((await fetchAs(creator.token, p)).status).toBe(200);
    }
    // The owner's own context-free URLs are the owner's only, however open a post carrying the item is.
    for (const token of [undefined, fan.token, buyer.token]) expect((await fetchAs(token, own(everyone, 'w_160,h_0'))).status).toBe(404);
    for (const token of [undefined, fan.token, buyer.token]) {
      expect((await fetchAs(token, variant(draftImage))).status).toBe(404);
      expect((await fetchAs(token, preview(draftImage))).status).toBe(404);
    }
  });
});

describe('loadPostViews', () => {
  it('keeps the order asked, skips missing ids, and gives original URLs only to those the rule opens the post to', async () => {
    const { loadPostViews } = await import('../domain/content/views');
    const img = await image();
    const a = await newPost();
    const b = await newPost();
    await post(creator.token, '/api/core/post/publish/', { post_id: a, ...fields([img], { visibility: VISIBILITY.Members }) });
    await post(creator.token, '/api/core/post/publish/', { post_id: b, ...fields([img], { visibility: VISIBILITY.MembersAndPPV, price: 40 }) });
    const nobody = { isMember: async () => false, hasUnlocked: async () => false };
    const views = await loadPostViews(db(), nobody, fan.userId, [b, 999_999_999, a]);
    expect(views.map((v) => v.post_id)).toEqual([b, a]);
    expect(views[0]!.access).toEqual({ locked: true, unlock_price: 40, join: true });
    expect(views[1]!.access).toEqual({ locked: true, unlock_price: null, join: true });
    expect(views[0]!.media[0]).toEqual(expect.objectContaining({ locked: true, url: null, preview_url: `/media/p/${b}/${img}/preview` }));

    const member = {
      isMember: async (viewer: number, creatorId: number) => viewer === fan.userId && creatorId === creator.userId,
      hasUnlocked: async () => false,
    };
    const asMember = await loadPostViews(db(), member, fan.userId, [a, b]);
    expect(asMember.every((v) => !v.access.locked && v.media[0]!.url === `/media/p/${v.post_id}/${img}`)).toBe(true);
    // The creator's own view asks nothing about membership or unlocks.
    const asking = { isMember: async () => expect.fail('asked'), hasUnlocked: async () => expect.fail('asked') };
    const own = await loadPostViews(db(), asking, creator.userId, [a]);
    expect(own[0]).toMatchObject({ access: { locked: false }, creator: { user_id: creator.userId, user_name: 'posts_creator' } });
    expect(await loadPostViews(db(), nobody, null, [])).toEqual([]);
  });
});

describe('a poster captured in the browser', () => {
  it('is linked to the owner’s video that has none, and only then', async () => {
    const clip = new Uint8Array(fs.readFileSync(path.join(fixtures, 'clip.mp4')));
    const video = await upload(fan.token, clip, 'video/mp4', 'fan-clip.mp4');
    await db().update(media).set({ posterMediaId: null }).where(eq(media.id, video));
    const frame = await image(fan.token);
    const others = await image(creator.token);
    const foreign = await post(fan.token, '/api/core/media/poster/set/', { media_id: video, poster_media_id: others });
    expect(foreign.body.error).toMatchObject({ code: ERRORS.MEDIA_NOT_FOUND.code, field: 'poster_media_id' });
    expect((await post(fan.token, '/api/core/media/poster/set/', { media_id: frame, poster_media_id: frame })).body.error.field).toBe('media_id');
    expect((await post(creator.token, '/api/core/media/poster/set/', { media_id: video, poster_media_id: others })).status).toBe(404);
    const linked = await post(fan.token, '/api/core/media/poster/set/', { media_id: video, poster_media_id: frame });
    expect(linked.body.data).toMatchObject({ media_id: video, poster_media_id: frame });
    // A video that has a poster keeps it.
    const second = await image(fan.token);
    expect((await post(fan.token, '/api/core/media/poster/set/', { media_id: video, poster_media_id: second })).body.data.poster_media_id).toBe(frame);
  });

  it('takes the browser’s duration when the server has none (no ffprobe), checked and never overwriting', async () => {
    const clip = new Uint8Array(fs.readFileSync(path.join(fixtures, 'clip.mp4')));
    const video = await upload(fan.token, clip, 'video/mp4', 'fan-clip-2.mp4');
    const probed = (await db().select({ ms: media.durationMs }).from(media).where(eq(media.id, video)))[0]!.ms;
    // As without ffprobe: no duration.
    await db().update(media).set({ durationMs: null }).where(eq(media.id, video));
    const set = (params: Record<string, unknown>, token = fan.token) => post(token, '/api/core/media/poster/set/', { media_id: video, ...params });

    for (const bad of [0, -5, 1.5, 86_400_001, 'Infinity', 'soon', null]) {
      const refused = await set({ duration_ms: bad });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.error.field).toBe('duration_ms');
    }
    const nothing = await set({});
    expect(nothing.status).toBe(400);
    // Someone else's video: 404, nothing written.
    expect((await set({ duration_ms: 2_000 }, creator.token)).status).toBe(404);
    expect((await db().select({ ms: media.durationMs }).from(media).where(eq(media.id, video)))[0]!.ms).toBeNull();

    const stored = await set({ duration_ms: 2_040 });
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ media_id: video, duration_ms: 2_040 });
    // What the server has is kept.
    expect((await set({ duration_ms: 9_000 })).body.data.duration_ms).toBe(2_040);
    // ffprobe's own duration is never replaced either.
    if (probed !== null) {
      await db().update(media).set({ durationMs: probed }).where(eq(media.id, video));
      expect((await set({ duration_ms: 1 })).body.data.duration_ms).toBe(probed);
    }
    // The domain checks too, for callers that are not the API.
    await expect(t.server.services.media.setVideoFacts(fan.userId, video, { durationMs: Number.POSITIVE_INFINITY })).rejects.toMatchObject({
      code: ERRORS.BAD_REQUEST.code,
    });
  });
});
