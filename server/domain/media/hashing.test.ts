import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, SAMPLED_HASH_THRESHOLD } from '../../../common/media';
import { contentHash } from '../../../common/media-hash';
import { StreamingContentHash } from './hashing';

/** A file of `size` bytes that is never held whole: byte i is a function of i. */
const PATTERN = Buffer.from(Array.from({ length: 65_521 }, (_, i) => (i * 2654435761) >>> 24));
function read(offset: number, length: number): Uint8Array {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length;) {
    const at = (offset + i) % PATTERN.length;
    const n = Math.min(length - i, PATTERN.length - at);
    PATTERN.copy(out, i, at, at + n);
    i += n;
  }
  return out;
}

function streamed(size: number, piece: number): string {
  const hash = new StreamingContentHash(size);
  for (let offset = 0; offset < size; offset += piece) hash.update(read(offset, Math.min(piece, size - offset)));
  return hash.digest();
}

describe('StreamingContentHash', () => {
  it.each([1, 1000, CHUNK_SIZE, CHUNK_SIZE * 2 + 5, CHUNK_SIZE * 5 + 1])('equals common/media contentHash for %i bytes, whole', async (size) => {
    const expected = await contentHash(size, async (o, l) => read(o, l));
    expect(expected).not.toMatch(/^s:/);
    expect(streamed(size, 65_536)).toBe(expected);
    expect(streamed(size, 1_000_003)).toBe(expected);
  });

  it.each([SAMPLED_HASH_THRESHOLD + 1, SAMPLED_HASH_THRESHOLD + 12_345_678])('equals it for %i bytes, sampled, whatever the pieces', async (size) => {
    const expected = await contentHash(size, async (o, l) => read(o, l));
    expect(expected).toMatch(/^s:/);
    for (const piece of [65_536, 100_003, CHUNK_SIZE]) expect(streamed(size, piece)).toBe(expected);
  });

  it('refuses a digest before every byte went through (a short file)', () => {
    const hash = new StreamingContentHash(10);
    hash.update(new Uint8Array(9));
    expect(() => hash.digest()).toThrow(/9 bytes of 10/);
  });
});
