import { describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE, contentHashOfBytes } from '../../../common/media';
import { type UploadTransport, type UploadedMedia, uploadFile } from './upload';

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31) % 251);

/** A server in memory: keeps chunks per upload id, and may fail one PUT. */
function fakeServer(options: { failChunk?: number; poster?: number | null; kind?: 1 | 2 } = {}) {
  const stored = new Map<number, Blob>();
  const sent: number[] = [];
  let failNext = options.failChunk;
  const media: UploadedMedia = { media_id: 7, kind: options.kind ?? 1, width: 1, height: 1, duration_ms: null, poster_media_id: options.poster ?? null };
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
    setPoster: vi.fn(async (_m: number, poster: number) => ({ ...media, poster_media_id: poster })),
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
    expect(vi.mocked(transport.init).mock.calls[0]![0]).toEqual({ file_name: 'clip.png', size, type: 'image/png', content_hash: await contentHashOfBytes(bytes(size)) });
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

  it('captures a poster in the browser only when the server made none for a video', async () => {
    const video = new File([bytes(500)], 'v.mp4', { type: 'video/mp4' });
    const capturePoster = vi.fn(async () => new Blob([bytes(10)], { type: 'image/jpeg' }));
    const none = fakeServer({ kind: 2, poster: null });
    const result = await uploadFile(video, { transport: none.transport, capturePoster });
    expect(capturePoster).toHaveBeenCalledOnce();
    expect(none.transport.setPoster).toHaveBeenCalledWith(7, 7);
    expect(result.media?.poster_media_id).toBe(7);

    const made = fakeServer({ kind: 2, poster: 9 });
    capturePoster.mockClear();
    await uploadFile(new File([bytes(600)], 'w.mp4', { type: 'video/mp4' }), { transport: made.transport, capturePoster });
    expect(capturePoster).not.toHaveBeenCalled();
  });
});
