/**
 * The behaviour every MediaStorage must have. Run against the local disk in the unit tests;
 * an S3-compatible adapter is checked by pointing the same function at a bucket.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { MediaStorage } from './index';

async function drain(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return new Uint8Array(Buffer.concat(parts));
}

export async function storageContract(storage: MediaStorage): Promise<void> {
  const bytes = new Uint8Array([1, 2, 3, 4, 5]);
  expect(await storage.get('contract/a/one.bin')).toBeNull();
  expect(await storage.stream('contract/a/one.bin')).toBeNull();
  expect(await storage.exists('contract/a/one.bin')).toBe(false);
  expect(await storage.size('contract/a/one.bin')).toBeNull();

  await storage.put('contract/a/one.bin', bytes);
  await storage.put('contract/a/b/two.bin', new Uint8Array([9]));
  await storage.put('contract/other.bin', new Uint8Array([7]));
  expect(await storage.get('contract/a/one.bin')).toEqual(bytes);
  expect(await drain((await storage.stream('contract/a/one.bin'))!)).toEqual(bytes);
  // A byte range, both ends included (video seeking).
  expect(await drain((await storage.stream('contract/a/one.bin', { start: 1, end: 3 }))!)).toEqual(new Uint8Array([2, 3, 4]));
  expect(await storage.size('contract/a/one.bin')).toBe(5);
  expect(await storage.exists('contract/a/one.bin')).toBe(true);
  expect(await storage.list('contract/a/')).toEqual(['contract/a/b/two.bin', 'contract/a/one.bin']);

  // Overwrite replaces.
  await storage.put('contract/a/one.bin', new Uint8Array([8, 8]));
  expect(await storage.get('contract/a/one.bin')).toEqual(new Uint8Array([8, 8]));

  await storage.delete('contract/a/one.bin');
  await storage.delete('contract/a/one.bin');
  expect(await storage.exists('contract/a/one.bin')).toBe(false);

  await storage.deletePrefix('contract/a/');
  expect(await storage.list('contract/a/')).toEqual([]);
  expect(await storage.get('contract/other.bin')).toEqual(new Uint8Array([7]));

  // A local file is stored without being read whole, and taken away.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'contract-'));
  const file = path.join(dir, 'file');
  await fs.writeFile(file, new Uint8Array([4, 5, 6]));
  await storage.putFile('contract/file.bin', file);
  expect(await storage.get('contract/file.bin')).toEqual(new Uint8Array([4, 5, 6]));
  expect(await fs.stat(file).catch(() => null)).toBeNull();
  await fs.rm(dir, { recursive: true, force: true });

  // Keys cannot escape the root or carry odd characters.
  for (const bad of ['../x', 'contract/../../x', '/abs', 'a//b', 'UPPER', 'a b', '']) {
    await expect(storage.put(bad, bytes)).rejects.toThrow(/Invalid storage key/);
  }
  await storage.deletePrefix('contract/');
}
