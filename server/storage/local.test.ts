import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storageContract } from './contract';
import { LocalStorage } from './index';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('LocalStorage', () => {
  it('passes the storage contract', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'media-'));
    dirs.push(root);
    await storageContract(new LocalStorage(root));
  });

  it('writes nothing outside its root', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'media-'));
    dirs.push(parent);
    const storage = new LocalStorage(path.join(parent, 'root'));
    await expect(storage.put('../escape', new Uint8Array([1]))).rejects.toThrow();
    expect(await fs.readdir(parent)).toEqual([]);
  });
});
