/**
 * Video facts through the upload API (ADR 043): with ffprobe/ffmpeg installed, a completed
 * video records its duration and size and gets a poster frame as an image of its owner.
 */
import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE } from '../../../common/media';
import { contentHashOfBytes } from '../../../common/media-hash';
import { signRequest } from '../../../common/sign';
import { json, signUp, startIdentityServer, withToken } from '../../../test/identity';
import type { TestServer } from '../../../test/server';
import { toolPresent } from '../../../test/tools';
import { users } from '../../db/schema';
import { ffmpegTools, parseProbe } from './video';

function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore', timeout: 10_000 });
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}
const ffmpeg = toolPresent(hasFfmpeg(), 'ffmpeg/ffprobe', 'Debian: apt-get install -y ffmpeg');

/** A 2 s, 320x240 H.264 test pattern made by ffmpeg itself (no files from outside). */
function tinyVideo(dir: string, seconds = 2): Uint8Array {
  const file = path.join(dir, 'tiny.mp4');
  execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=320x240:rate=10:duration=${seconds}`,
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-y',
      file,
    ],
    { timeout: 60_000 },
  );
  return new Uint8Array(fs.readFileSync(file));
}

describe.skipIf(!ffmpeg)('video probe and poster (ffmpeg installed)', () => {
  let t: TestServer & { dataDir: string };
  let owner: { token: string; userId: number };
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-video-test-'));
    t = await startIdentityServer();
    owner = await signUp(t, 'video.owner');
    // A creator: videos for the vault (ADR 084).
    await t.server.database.db.update(users).set({ userRole: 1 }).where(eq(users.id, owner.userId));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function uploadVideo(bytes: Uint8Array, extra: Record<string, unknown> = {}) {
    const started = await json(
      await t.call(
        'POST',
        '/api/core/media/upload/init/',
        { file_name: 'clip.mp4', size: bytes.length, type: 'video/mp4', content_hash: await contentHashOfBytes(bytes) },
        withToken(owner.token),
      ),
    );
    expect(started.status).toBe(200);
    const uploadId = started.body.data.upload_id as string;
    for (let i = 0; i * CHUNK_SIZE < bytes.length; i++) {
      const pathName = '/api/core/media/upload/chunk/';
      const params = { upload_id: uploadId, index: i, ts: Math.floor(Date.now() / 1000) };
      const query = new URLSearchParams({
        ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        sign: signRequest(t.config.SIGN_KEY, 'PUT', pathName, params),
      });
      const res = await fetch(`${t.url}${pathName}?${query}`, {
        method: 'PUT',
        headers: withToken(owner.token).headers,
        body: Buffer.from(bytes.subarray(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE)),
      });
      expect(res.status).toBe(200);
    }
    return json(await t.call('POST', '/api/core/media/upload/complete/', { upload_id: uploadId, ...extra }, withToken(owner.token)));
  }

  it('records duration and size, and extracts a poster frame when the browser sent none', async () => {
    const done = await uploadVideo(tinyVideo(dir, 2));
    expect(done.status).toBe(200);
    const video = done.body.data;
    expect(video).toMatchObject({ kind: 2, mime: 'video/mp4', width: 320, height: 240 });
    expect(video.duration_ms).toBeGreaterThanOrEqual(1900);
    expect(video.duration_ms).toBeLessThanOrEqual(2100);
    expect(video.poster_media_id).toEqual(expect.any(Number));

    // The poster is the owner's image: a real JPEG of the video's size, with variants.
    const poster = await t.server.services.media.byId(video.poster_media_id);
    expect(poster).toMatchObject({ kind: 1, mime: 'image/jpeg', width: 320, height: 240, ownerId: owner.userId });
    const variant = await fetch(`${t.url}/media/${video.poster_media_id}/w_160,h_0`, withToken(owner.token));
    expect(variant.status).toBe(200);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(160);
  });

  it("keeps the browser's poster when one is given", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const browserPoster = await t.server.services.media.storeImage(owner.userId, new Uint8Array(jpeg), 'poster.jpg');
    const done = await uploadVideo(tinyVideo(dir, 1), { poster_media_id: browserPoster.media_id });
    expect(done.status).toBe(200);
    expect(done.body.data.poster_media_id).toBe(browserPoster.media_id);
    expect(done.body.data.duration_ms).toBeGreaterThan(0);
  });
});

describe('video tools', () => {
  it('read ffprobe output: size turned by rotation, duration in ms', () => {
    const json = (rotation: number) =>
      JSON.stringify({
        streams: [{ codec_type: 'audio' }, { codec_type: 'video', width: 1920, height: 1080, side_data_list: [{ rotation }] }],
        format: { duration: '12.3456' },
      });
    expect(parseProbe(json(0))).toEqual({ durationMs: 12346, width: 1920, height: 1080 });
    expect(parseProbe(json(-90))).toEqual({ durationMs: 12346, width: 1080, height: 1920 });
    expect(parseProbe('{"streams":[{"codec_type":"audio"}]}')).toBeNull();
    expect(parseProbe('not json')).toBeNull();
  });

  it('answer null, without throwing, when the programs are missing', async () => {
    const tools = ffmpegTools({ ffprobe: '/nonexistent/ffprobe', ffmpeg: '/nonexistent/ffmpeg' });
    expect(await tools.available()).toBe(false);
    expect(await tools.probe('/tmp/x.mp4')).toBeNull();
    expect(await tools.poster('/tmp/x.mp4', 0)).toBeNull();
  });

  it('ask again after a no: a program that did not answer at first is used once it does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffprobe-'));
    const ffprobe = path.join(dir, 'ffprobe');
    fs.writeFileSync(ffprobe, '#!/bin/sh\n[ -e "$0.ready" ]\n', { mode: 0o755 });
    const tools = ffmpegTools({ ffprobe });
    expect(await tools.available()).toBe(false);
    fs.writeFileSync(`${ffprobe}.ready`, '');
    expect(await tools.available()).toBe(true);
    fs.rmSync(`${ffprobe}.ready`);
    expect(await tools.available()).toBe(true); // a yes is kept
    fs.rmSync(dir, { recursive: true });
  });
});
