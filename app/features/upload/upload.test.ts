import { describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE, VIDEO_DURATION_MAX_MS, durationMsOf } from '../../../common/media';
import { contentHashOfBytes } from '../../../common/media-hash';
import { type UploadTransport, type UploadedMedia, uploadFile } from './upload';

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31) % 251);

/** A server in memory: keeps chunks per upload id, and may fail one PUT. */
function fakeServer(options: { failChunk?: number; poster?: number | null; kind?: 1 | 2; duration?: number | null } = {}) {
  const stored = new Map<number, Blob>();
  const sent: number[] = [];
  let failNext = options.failChunk;
  const media: UploadedMedia = {
    media_id: 7,
    kind: options.kind ?? 1,
    width: 1,
    height: 1,
    duration_ms: options.duration ?? null,
    poster_media_id: options.poster ?? null,
  };
  const transport: UploadTransport = {
    init: vi.fn(async () => ({ upload_id: 'u1', chunk_size: CHUNK_SIZE, chunk_count: 3, uploaded_chunks: [...stored.keys()].sort() })),
    putChunk: vi.fn(async (_id: string, index: number, blob: Blob, onProgress: (f: number) => void) => {
      sent.push(index);
      onProgress(0.5);
      if (failNext === index) {
        failNext = undefined;
        throw new Error('network');
      }
      stored.set(index, blob);
      onProgress(1);
    }),
    complete: vi.fn(async () => media),
    setVideoFacts: vi.fn(async (_m: number, facts: { poster_media_id?: number; duration_ms?: number }) => ({
      ...media,
      poster_media_id: media.poster_media_id ?? facts.poster_media_id ?? null,
      duration_ms: media.duration_ms ?? facts.duration_ms ?? null,
    })),
  };
  return { transport, sent, stored };
}

describe('uploadFile', () => {
  const size = 2 * CHUNK_SIZE + 1000;
  const file = new File([bytes(size)], 'clip.png', { type: 'image/png' });

  it('hashes with the shared contentHash and sends every chunk with rising progress', async () => {
    const { transport, sent } = fakeServer();
    const progress: number[] = [];
    const result = await uploadFile(file, { transport, onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({ media_id: 7, duplicate: false });
    expect(sent).toEqual([0, 1, 2]);
    expect(vi.mocked(transport.init).mock.calls[0]![0]).toEqual({
      file_name: 'clip.png',
      size,
      type: 'image/png',
      content_hash: await contentHashOfBytes(bytes(size)),
    });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const chunk1 = vi.mocked(transport.putChunk).mock.calls[1]![2];
    expect(chunk1.size).toBe(CHUNK_SIZE);
    expect(vi.mocked(transport.putChunk).mock.calls[2]![2].size).toBe(1000);
  });

  it('resumes after an interrupted chunk without sending the stored ones again', async () => {
    const { transport, sent } = fakeServer({ failChunk: 1 });
    await expect(uploadFile(file, { transport })).rejects.toThrow('network');
    expect(sent).toEqual([0, 1]);
    const progress: number[] = [];
    await uploadFile(file, { transport, onProgress: (p) => progress.push(p) });
    expect(sent).toEqual([0, 1, 1, 2]);
    // Resumed progress starts from the chunk already stored.
    expect(progress[0]).toBeCloseTo(CHUNK_SIZE / size);
  });

  it('stops when aborted', async () => {
    const { transport, sent } = fakeServer();
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(file, { transport, signal: controller.signal })).rejects.toThrow();
    expect(sent).toEqual([]);
  });

  it('answers a duplicate at once', async () => {
    const { transport, sent } = fakeServer();
    transport.init = vi.fn(async () => ({ media_id: 3, duplicate: true as const }));
    expect(await uploadFile(file, { transport })).toEqual({ media_id: 3, duplicate: true });
    expect(sent).toEqual([]);
  });

  it('captures a poster and the duration in the browser when the server made neither for a video', async () => {
    const video = new File([bytes(500)], 'v.mp4', { type: 'video/mp4' });
    const captureVideo = vi.fn(async () => ({ poster: new Blob([bytes(10)], { type: 'image/jpeg' }), durationMs: 4_250 }));
    const none = fakeServer({ kind: 2, poster: null });
    const result = await uploadFile(video, { transport: none.transport, captureVideo });
    expect(captureVideo).toHaveBeenCalledOnce();
    // The poster is uploaded as an image (the fake answers id 7 for every upload), then linked with the duration.
    expect(none.transport.setVideoFacts).toHaveBeenCalledWith(7, { poster_media_id: 7, duration_ms: 4_250 });
    expect(result.media).toMatchObject({ poster_media_id: 7, duration_ms: 4_250 });
  });

  it('sends the duration alone when no frame could be drawn, and only what the server lacks', async () => {
    const noFrame = fakeServer({ kind: 2, poster: null });
    await uploadFile(new File([bytes(500)], 'v.mp4', { type: 'video/mp4' }), {
      transport: noFrame.transport,
      captureVideo: async () => ({ poster: null, durationMs: 900 }),
    });
    expect(noFrame.transport.setVideoFacts).toHaveBeenCalledWith(7, { duration_ms: 900 });

    const hasPoster = fakeServer({ kind: 2, poster: 9 });
    await uploadFile(new File([bytes(501)], 'x.mp4', { type: 'video/mp4' }), {
      transport: hasPoster.transport,
      captureVideo: async () => ({ poster: new Blob([bytes(3)]), durationMs: 1_000 }),
    });
    expect(hasPoster.transport.setVideoFacts).toHaveBeenCalledWith(7, { duration_ms: 1_000 });
    expect(hasPoster.sent).toEqual([0]); // the video's one chunk; no poster upload

    const nothing = fakeServer({ kind: 2, poster: null });
    await uploadFile(new File([bytes(502)], 'y.mp4', { type: 'video/mp4' }), {
      transport: nothing.transport,
      captureVideo: async () => ({ poster: null, durationMs: null }),
    });
    expect(nothing.transport.setVideoFacts).not.toHaveBeenCalled();
  });

  it('asks the browser nothing when the server made both (ffmpeg), or for an image', async () => {
    const captureVideo = vi.fn(async () => ({ poster: null, durationMs: 1 }));
    const made = fakeServer({ kind: 2, poster: 9, duration: 2_000 });
    await uploadFile(new File([bytes(600)], 'w.mp4', { type: 'video/mp4' }), { transport: made.transport, captureVideo });
    const image = fakeServer({ kind: 1 });
    await uploadFile(new File([bytes(601)], 'i.png', { type: 'image/png' }), { transport: image.transport, captureVideo });
    expect(captureVideo).not.toHaveBeenCalled();
  });
});

describe('durationMsOf (a video element duration)', () => {
  it('keeps positive, finite, bounded durations as whole milliseconds', () => {
    expect(durationMsOf(4.2504)).toBe(4_250);
    expect(durationMsOf(0.0001)).toBe(1);
    expect(durationMsOf(NaN)).toBeNull();
    expect(durationMsOf(Infinity)).toBeNull();
    expect(durationMsOf(0)).toBeNull();
    expect(durationMsOf(-3)).toBeNull();
    expect(durationMsOf(VIDEO_DURATION_MAX_MS / 1000 + 1)).toBeNull();
  });
});
