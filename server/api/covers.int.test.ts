/** Cover images (issue 20, ADR 097): upload, set from an uploaded image, remove; public while they are the cover. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_MAX_BYTES, coverPath } from '../../common/media';
import { signRequest } from '../../common/sign';
import { users } from '../db/schema';
import { anonymous, json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
let owner: { token: string; userId: number };
let other: { token: string; userId: number };
beforeAll(async () => {
  t = await startIdentityServer();
  owner = await signUp(t, 'cover.owner');
  other = await signUp(t, 'cover.other');
});
afterAll(() => t?.close());

/** A 3:1 picture, wider than the served width. */
const picture = (color: string, width = 1500, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function upload(token: string | undefined, body: Uint8Array | Buffer, sign = true) {
  const pathName = '/api/core/user/cover/upload/';
  const params: Record<string, unknown> = { ts: Math.floor(Date.now() / 1000) };
  const signed = sign ? { ...params, sign: signRequest(t.config.SIGN_KEY, 'PUT', pathName, params) } : params;
  const query = new URLSearchParams(Object.entries(signed).map(([k, v]) => [k, String(v)]));
  return fetch(`${t.url}${pathName}?${query}`, {
    method: 'PUT',
    headers: { ...withToken(token).headers, 'Content-Type': 'image/jpeg' },
    body: Buffer.from(body),
  });
}

const profileOf = async (userName: string) => (await json(await t.call('GET', '/api/core/user/profile/', { user_name: userName }))).body.data.profile;

describe('cover images', () => {
  it('uploads a picture, makes it the cover on the profile, and serves it to anyone at its own aspect ratio', async () => {
    expect((await profileOf('cover.owner')).cover).toBe('');
    const res = await json(await upload(owner.token, await picture('#c08040')));
    expect(res.status).toBe(200);
    const mediaId = res.body.data.media_id as number;
    expect(res.body.data).toEqual({ user_id: owner.userId, cover: coverPath(mediaId), media_id: mediaId });

    const [row] = await t.server.database.db.select({ cover: users.cover }).from(users).where(eq(users.id, owner.userId));
    expect(row!.cover).toBe(coverPath(mediaId));
    expect((await profileOf('cover.owner')).cover).toBe(coverPath(mediaId));

    // Anyone (no session at all) may load it; 1500x500 comes back 1280 wide, still 3:1.
    const served = await fetch(`${t.url}${coverPath(mediaId)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^public/);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 427]);
  });

  it('sets the cover from an image already uploaded, the old one becomes private again; remove takes it away', async () => {
    const first = await json(await upload(other.token, await picture('#2040c0')));
    const oldId = first.body.data.media_id as number;
    const second = await json(await upload(other.token, await picture('#20c040')));
    const newId = second.body.data.media_id as number;
    expect(newId).not.toBe(oldId);
    expect((await fetch(`${t.url}${coverPath(oldId)}`)).status).toBe(404);
    expect((await fetch(`${t.url}${coverPath(newId)}`)).status).toBe(200);

    const back = await json(await t.call('POST', '/api/core/user/cover/', { media_id: oldId }, withToken(other.token)));
    expect(back.status).toBe(200);
    expect(back.body.data.cover).toBe(coverPath(oldId));
    expect((await fetch(`${t.url}${coverPath(oldId)}`)).status).toBe(200);
    expect((await fetch(`${t.url}${coverPath(newId)}`)).status).toBe(404);

    const removed = await json(await t.call('POST', '/api/core/user/cover/remove/', {}, withToken(other.token)));
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ user_id: other.userId, cover: '', media_id: null });
    expect((await profileOf('cover.other')).cover).toBe('');
    expect((await fetch(`${t.url}${coverPath(oldId)}`)).status).toBe(404);
    // The owner still has the image; removing again is harmless.
    expect((await fetch(`${t.url}${coverPath(oldId)}`, withToken(other.token))).status).toBe(200);
    expect((await json(await t.call('POST', '/api/core/user/cover/remove/', {}, withToken(other.token)))).status).toBe(200);
  });

  it("refuses someone else's image, other files, empty and too large bodies, bad ids and visitors", async () => {
    const theirs = await json(await upload(other.token, await picture('#808000')));
    const stolen = await json(await t.call('POST', '/api/core/user/cover/', { media_id: theirs.body.data.media_id }, withToken(owner.token)));
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toContain('media_id');
    const bad = await json(await t.call('POST', '/api/core/user/cover/', { media_id: 'abc' }, withToken(owner.token)));
    expect(bad.status).toBe(400);

    const text = await json(await upload(owner.token, Buffer.from('not a picture at all, just some words')));
    expect(text.status).toBe(415);
    expect((await json(await upload(owner.token, Buffer.alloc(0)))).status).toBe(400);
    const big = await json(await upload(owner.token, Buffer.alloc(COVER_MAX_BYTES + 1, 1)));
    expect(big.status).toBe(413);
    expect(big.body.error.message).toContain('10 MB');

    const visitor = await anonymous(t);
    expect((await json(await upload(visitor.token, await picture('#000000')))).status).toBe(401);
    expect((await json(await t.call('POST', '/api/core/user/cover/remove/', {}, withToken(visitor.token)))).status).toBe(401);
    expect((await json(await upload(owner.token, await picture('#000000'), false))).status).toBe(400);
  });
});
