import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, CONTENT_HASH_PATTERN, SAMPLE_BYTES, SAMPLED_HASH_THRESHOLD, chunkCount, expectedChunkSize, sampleOffsets } from './media';
import { contentHash, contentHashOfBytes } from './media-hash';

describe('chunks', () => {
  it('splits into 2 MB chunks with a shorter last one', () => {
    expect(CHUNK_SIZE).toBe(2 * 1024 * 1024);
    expect(chunkCount(1)).toBe(1);
    expect(chunkCount(CHUNK_SIZE)).toBe(1);
    expect(chunkCount(CHUNK_SIZE + 1)).toBe(2);
    expect(expectedChunkSize(CHUNK_SIZE + 5, 0)).toBe(CHUNK_SIZE);
    expect(expectedChunkSize(CHUNK_SIZE + 5, 1)).toBe(5);
    expect(expectedChunkSize(CHUNK_SIZE + 5, 2)).toBe(-1);
    expect(expectedChunkSize(CHUNK_SIZE + 5, -1)).toBe(-1);
    expect(expectedChunkSize(CHUNK_SIZE + 5, 0.5)).toBe(-1);
  });
});

describe('contentHash', () => {
  it('is the SHA-256 of the whole file up to the threshold', async () => {
    const bytes = new Uint8Array(CHUNK_SIZE * 2 + 17).map((_, i) => i % 251);
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await contentHashOfBytes(bytes)).toBe(expected);
    expect(CONTENT_HASH_PATTERN.test(expected)).toBe(true);
  });

  it('samples above the threshold: first and last bytes included, middle bytes outside windows ignored', async () => {
    const size = SAMPLED_HASH_THRESHOLD + 12345;
    const offsets = sampleOffsets(size);
    expect(offsets[0]).toBe(0);
    expect(offsets.at(-1)! + SAMPLE_BYTES).toBe(size);
    // A virtual file: byte value depends on position, with an optional flipped byte.
    const file = (flipAt: number | null) => async (offset: number, length: number) =>
      new Uint8Array(length).map((_, i) => ((offset + i) % 253) ^ (offset + i === flipAt ? 1 : 0));
    const base = await contentHash(size, file(null));
    expect(base.startsWith('s:')).toBe(true);
    expect(CONTENT_HASH_PATTERN.test(base)).toBe(true);
    // A byte between two windows does not change the hash; one inside a window, or the last byte, does.
    const gap = offsets[1]! + SAMPLE_BYTES + 10;
    expect(gap).toBeLessThan(offsets[2]!);
    expect(await contentHash(size, file(gap))).toBe(base);
    expect(await contentHash(size, file(offsets[1]! + 3))).not.toBe(base);
    expect(await contentHash(size, file(size - 1))).not.toBe(base);
    // The size is part of the hash.
    expect(await contentHash(size + 1, file(null))).not.toBe(base);
  }, 60_000); // hashes 200 MB: slow on a busy machine
});
