/**
 * Where media bytes live. The domain speaks to this interface only; the local disk
 * (DATA_DIR/media) is the default, an S3-compatible bucket is chosen with S3_BUCKET (s3.ts).
 * Keys are relative paths made of [a-z0-9/_.,-] (checked, so a key never escapes the root).
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface MediaStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores a local file under `key` without reading it into memory, and takes the file away
   * (ADR 084): the disk renames it, S3 sends it as a multipart upload. Readers never see half.
   */
  putFile(key: string, file: string): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Uint8Array | null>;
  /** A stream of the bytes (or of bytes start..end inclusive), or null when the key does not exist. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Byte length, or null when missing. */
  size(key: string): Promise<number | null>;
  /** Removes one key (no error when it is missing). */
  delete(key: string): Promise<void>;
  /** Removes every key under a prefix ending in "/" (e.g. an abandoned upload's chunks). */
  deletePrefix(prefix: string): Promise<void>;
  /** Keys directly or deeply under a prefix ending in "/", sorted. */
  list(prefix: string): Promise<string[]>;
}

const KEY = /^[a-z0-9_.,-]+(\/[a-z0-9_.,-]+)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`A prefix ends with "/": ${prefix}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

export class LocalStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  }

  async putFile(key: string, source: string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.rename(source, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copy next to the target, then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.copyFile(source, tmp);
      await fs.rename(tmp, file);
      await fs.rm(source, { force: true });
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await fs.readFile(this.file(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    return (await this.exists(key)) ? createReadStream(this.file(key), range) : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fs.stat(this.file(key));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(path.join(this.root, checkPrefix(prefix)), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const dir = path.join(this.root, checkPrefix(prefix));
    try {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
        .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}
