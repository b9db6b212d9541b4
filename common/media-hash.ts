/** The upload content hash (the rules are in media.ts's header): the browser's uploader and the server's check. */
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import { CHUNK_SIZE, SAMPLE_BYTES, SAMPLED_HASH_THRESHOLD, sampleOffsets, type ReadRange } from './media';

export async function contentHash(size: number, read: ReadRange): Promise<string> {
  const hash = sha256.create();
  if (size <= SAMPLED_HASH_THRESHOLD) {
    for (let offset = 0; offset < size; offset += CHUNK_SIZE) {
      hash.update(await read(offset, Math.min(CHUNK_SIZE, size - offset)));
    }
    return bytesToHex(hash.digest());
  }
  const header = new Uint8Array(8);
  new DataView(header.buffer).setBigUint64(0, BigInt(size));
  hash.update(header);
  for (const offset of sampleOffsets(size)) hash.update(await read(offset, SAMPLE_BYTES));
  return `s:${bytesToHex(hash.digest())}`;
}

/** Hash of an in-memory file (small files, tests). */
export function contentHashOfBytes(bytes: Uint8Array): Promise<string> {
  return contentHash(bytes.length, async (offset, length) => bytes.subarray(offset, offset + length));
}
