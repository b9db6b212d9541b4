/** Portraits (issue 5, ADR 043): upload a picture or pick an uploaded image; portraits are public, other media stay private. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTRAIT_MAX_BYTES, portraitPath } from '../../common/media';
import { signRequest } from '../../common/sign';
import { users } from '../db/schema';
import { anonymous, json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
let owner: { token: string; userId: number };
let other: { token: string; userId: number };
beforeAll(async () => {
  t = await startIdentityServer();
  owner = await signUp(t, 'portrait.owner');
  other = await signUp(t, 'portrait.other');
});
afterAll(() => t?.close());

const picture = (color: string, size = 600) =>
  sharp({ create: { width: size, height: Math.round(size * 1.25), channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function upload(token: string | undefined, body: Uint8Array | Buffer, sign = true) {
  const pathName = '/api/core/user/portrait/upload/';
  const params: Record<string, unknown> = { ts: Math.floor(Date.now() / 1000) };
  const signed = sign ? { ...params, sign: signRequest(t.config.SIGN_KEY, 'PUT', pathName, params) } : params;
  const query = new URLSearchParams(Object.entries(signed).map(([k, v]) => [k, String(v)]));
  return fetch(`${t.url}${pathName}?${query}`, {
    method: 'PUT',
    headers: { ...withToken(token).headers, 'Content-Type': 'image/jpeg' },
    body: Buffer.from(body),
  });
}

describe('portraits', () => {
  it('uploads a picture, makes it the portrait, and serves it to anyone as a square', async () => {
    const res = await json(await upload(owner.token, await picture('#c04080')));
    expect(res.status).toBe(200);
    const mediaId = res.body.data.media_id as number;
    expect(res.body.data).toMatchObject({ user_id: owner.userId, user_name: 'portrait.owner', portrait: portraitPath(mediaId) });

    const [row] = await t.server.database.db.select({ portrait: users.portrait }).from(users).where(eq(users.id, owner.userId));
    expect(row!.portrait).toBe(portraitPath(mediaId));

    // Anyone (no session at all) may load it.
    const served = await fetch(`${t.url}${portraitPath(mediaId)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/^public/);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });

  it('sets the portrait from an image already uploaded, and the old one becomes private again', async () => {
    const first = await json(await upload(other.token, await picture('#2040c0')));
    const oldId = first.body.data.media_id as number;
    const second = await json(await upload(other.token, await picture('#20c040')));
    const newId = second.body.data.media_id as number;
    expect(newId).not.toBe(oldId);
    expect((await fetch(`${t.url}${portraitPath(oldId)}`)).status).toBe(404);
    expect((await fetch(`${t.url}${portraitPath(newId)}`)).status).toBe(200);

    const back = await json(await t.call('POST', '/api/core/user/portrait/', { media_id: oldId }, withToken(other.token)));
    expect(back.status).toBe(200);
    expect(back.body.data.portrait).toBe(portraitPath(oldId));
    expect((await fetch(`${t.url}${portraitPath(oldId)}`)).status).toBe(200);
    expect((await fetch(`${t.url}${portraitPath(newId)}`)).status).toBe(404);
    // The owner still sees their own images.
    expect((await fetch(`${t.url}${portraitPath(newId)}`, withToken(other.token))).status).toBe(200);
  });

  it("refuses someone else's image, other files, empty and too large bodies, and visitors", async () => {
    const theirs = await json(await upload(other.token, await picture('#808000')));
    const stolen = await json(await t.call('POST', '/api/core/user/portrait/', { media_id: theirs.body.data.media_id }, withToken(owner.token)));
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toContain('media_id');

    const text = await json(await upload(owner.token, Buffer.from('not a picture at all, just some words')));
    expect(text.status).toBe(415);
    expect((await json(await upload(owner.token, Buffer.alloc(0)))).status).toBe(400);
    const big = await json(await upload(owner.token, Buffer.alloc(PORTRAIT_MAX_BYTES + 1, 1)));
    expect(big.status).toBe(413);
    expect(big.body.error.message).toContain('10 MB');

    const visitor = await anonymous(t);
    expect((await json(await upload(visitor.token, await picture('#000000')))).status).toBe(401);
    expect((await json(await upload(owner.token, await picture('#000000'), false))).status).toBe(400);
  });

  it('tells the user’s sockets (user_info_change)', async () => {
    const socket = connect(t.url, { auth: { token: owner.token }, transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const changed = new Promise<{ portrait: string; user_id: number }>((resolve) => socket.once('user_info_change', resolve));
    const res = await json(await upload(owner.token, await picture('#40c0c0')));
    const info = await changed;
    socket.close();
    expect(info).toMatchObject({ user_id: owner.userId, portrait: portraitPath(res.body.data.media_id) });
  });
});
