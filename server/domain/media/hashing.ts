/**
 * common/media's content hash computed in one pass over a stream (issue 18, ADR 084), with
 * node:crypto: the whole file up to SAMPLED_HASH_THRESHOLD, above it the size and the sampled
 * windows, taken as the bytes go by. Above the threshold the windows are more than 3 MB apart,
 * so they never overlap and arrive in order.
 */
import { createHash } from 'node:crypto';
import { SAMPLE_BYTES, SAMPLED_HASH_THRESHOLD, sampleOffsets } from '../../../common/media';

export class StreamingContentHash {
  private readonly hash = createHash('sha256');
  private readonly windows: number[];
  private offset = 0;
  private window = 0;

  constructor(private readonly size: number) {
    this.windows = size > SAMPLED_HASH_THRESHOLD ? sampleOffsets(size) : [];
    if (this.windows.length) {
      const header = Buffer.alloc(8);
      header.writeBigUInt64BE(BigInt(size));
      this.hash.update(header);
    }
  }

  update(bytes: Uint8Array): void {
    const start = this.offset;
    const end = start + bytes.length;
    this.offset = end;
    if (!this.windows.length) {
      this.hash.update(bytes);
      return;
    }
    while (this.window < this.windows.length) {
      const from = this.windows[this.window]!;
      const to = from + SAMPLE_BYTES;
      if (from >= end) return;
      if (to > start) this.hash.update(bytes.subarray(Math.max(from, start) - start, Math.min(to, end) - start));
      if (to > end) return;
      this.window++;
    }
  }

  /** The hash, once exactly `size` bytes went through. */
  digest(): string {
    if (this.offset !== this.size) throw new Error(`hashed ${this.offset} bytes of ${this.size}`);
    const hex = this.hash.digest('hex');
    return this.windows.length ? `s:${hex}` : hex;
  }
}
