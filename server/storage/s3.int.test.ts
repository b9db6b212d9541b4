/**
 * The S3 adapter against a real S3-compatible server: s3rver (npm), started by the test as a
 * child process on 127.0.0.1 and a temporary directory (test/s3-server.mjs), through the same
 * storage contract as the local disk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../common/sign';
import { signUp, startIdentityServer, withToken } from '../../test/identity';
import { storageContract } from './contract';
import { S3Storage } from './s3';

let server: ChildProcess;
let dir: string;
let endpoint: string;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const script = fileURLToPath(new URL('../../test/s3-server.mjs', import.meta.url));
  server = spawn(process.execPath, ['--openssl-legacy-provider', script, dir, 'fanstage-test'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await createInterface({ input: server.stdout! })[Symbol.asyncIterator]().next();
  if (first.done) throw new Error('s3rver did not start (see its output above)');
  endpoint = `http://127.0.0.1:${(JSON.parse(first.value as string) as { port: number }).port}`;
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fs.rm(dir, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('passes the storage contract (path-style, as MinIO and most self-hosted stores)', async () => {
    await storageContract(new S3Storage({ ...credentials, bucket: 'fanstage-test', endpoint, forcePathStyle: true }));
  });

  it('passes it under a prefix, and keeps to that prefix', async () => {
    const prefixed = new S3Storage({ ...credentials, bucket: 'fanstage-test', endpoint, forcePathStyle: true, prefix: 'tenant/' });
    await storageContract(prefixed);
    const root = new S3Storage({ ...credentials, bucket: 'fanstage-test', endpoint, forcePathStyle: true });
    await prefixed.put('x/one.bin', new Uint8Array([1]));
    expect(await root.list('tenant/')).toEqual(['tenant/x/one.bin']);
    expect(await prefixed.list('x/')).toEqual(['x/one.bin']);
    await prefixed.deletePrefix('x/');
  });

  it('lists past one page of keys', async () => {
    const storage = new S3Storage({ ...credentials, bucket: 'fanstage-test', endpoint, forcePathStyle: true, listPageSize: 10 });
    const keys = Array.from({ length: 35 }, (_, i) => `many/${String(i).padStart(5, '0')}`);
    await Promise.all(keys.map((k) => storage.put(k, new Uint8Array([1]))));
    expect(await storage.list('many/')).toEqual(keys);
    await storage.deletePrefix('many/');
    expect(await storage.list('many/')).toEqual([]);
  });

  it('stores a large file as a multipart upload of 5 MiB parts, and takes the file away', async () => {
    const storage = new S3Storage({ ...credentials, bucket: 'fanstage-test', endpoint, forcePathStyle: true, partSize: 5 * 1024 * 1024 });
    const bytes = Buffer.alloc(11 * 1024 * 1024 + 7);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i / 4096) & 0xff;
    const file = path.join(dir, 'big.bin');
    await fs.writeFile(file, bytes);
    await storage.putFile('big/one.bin', file);
    expect(await storage.size('big/one.bin')).toBe(bytes.length);
    expect(Buffer.from((await storage.get('big/one.bin'))!).equals(bytes)).toBe(true);
    expect(await fs.stat(file).catch(() => null)).toBeNull();
    await storage.deletePrefix('big/');
  });

  it('names the failure when the bucket does not exist', async () => {
    const storage = new S3Storage({ ...credentials, bucket: 'no-such-bucket', endpoint, forcePathStyle: true });
    await expect(storage.put('a/b', new Uint8Array([1]))).rejects.toThrow(/S3 put a\/b failed: 404 NoSuchBucket/);
  });

  it("holds the server's media when S3_BUCKET is set: a portrait goes to the bucket and its variant comes back", async () => {
    const t = await startIdentityServer({
      S3_BUCKET: 'fanstage-test',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'server/',
    });
    try {
      const user = await signUp(t, 's3.portrait');
      const pathName = '/api/core/user/portrait/upload/';
      const ts = Math.floor(Date.now() / 1000);
      const query = new URLSearchParams({ ts: String(ts), sign: signRequest(t.config.SIGN_KEY, 'PUT', pathName, { ts }) });
      const jpeg = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#3060c0' } })
        .jpeg()
        .toBuffer();
      const res = await fetch(`${t.url}${pathName}?${query}`, { method: 'PUT', headers: withToken(user.token).headers, body: jpeg });
      const body = (await res.json()) as { data: { portrait: string; media_id: number } };
      expect(res.status).toBe(200);
      const bucket = new S3Storage({ ...credentials, bucket: 'fanstage-test', endpoint, forcePathStyle: true, prefix: 'server/' });
      expect(await bucket.list(`originals/${user.userId}/`)).toHaveLength(1);
      const variant = await fetch(`${t.url}${body.data.portrait}`);
      expect(variant.status).toBe(200);
      expect(await bucket.exists(`variants/${body.data.media_id}/w_320,h_320.webp`)).toBe(true);
      // Nothing went to the local disk.
      expect(await fs.stat(path.join(t.dataDir, 'media')).catch(() => null)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
