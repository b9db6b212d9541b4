/**
 * MediaStorage on any S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2,
 * Garage...), chosen with S3_BUCKET (ADR 043). Requests are signed with AWS Signature V4 by
 * aws4fetch (tiny, no dependencies, retries 5xx and throttling) over Node's own fetch.
 * Keys are checked like the local disk's ([a-z0-9/_.,-]), so they need no escaping in URLs
 * or XML.
 */
import { AwsClient } from 'aws4fetch';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { checkKey, type MediaStorage } from './index';

export interface S3Options {
  bucket: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000; default: AWS for the region. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (MinIO, most self-hosted stores) instead of https://bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** Prefix inside the bucket, e.g. "media/" (optional). */
  prefix?: string;
  /** Keys per list request (S3's maximum and default: 1000); smaller in tests. */
  listPageSize?: number;
  /** Bytes per part of a multipart upload (putFile); S3 needs at least 5 MiB for all parts but the last. */
  partSize?: number;
}

/** Parts of a multipart upload: 8 MiB (S3's minimum is 5 MiB), more for files past 80 GB (at most 10,000 parts). */
const PART_SIZE = 8 * 1024 * 1024;
const MAX_PARTS = 10_000;
/** Parts in flight at once: memory is at most this many parts. */
const PART_CONCURRENCY = 2;

function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`A prefix ends with "/": ${prefix}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

/** The text of every <tag>...</tag> in an XML answer (our keys have no XML special characters). */
function tags(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => decodeXml(m[1]!));
}

function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e]!);
}

export class S3Storage implements MediaStorage {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly prefix: string;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 3,
    });
    const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
    const origin = endpoint.origin + endpoint.pathname.replace(/\/$/, '');
    this.base = options.forcePathStyle
      ? `${origin}/${options.bucket}/`
      : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}/`;
    this.prefix = options.prefix ? checkPrefix(options.prefix) : '';
  }

  private url(key: string): string {
    return this.base + this.prefix + checkKey(key);
  }

  private async fail(response: Response, what: string): Promise<never> {
    const body = await response.text().catch(() => '');
    const code = tags(body, 'Code')[0];
    throw new Error(`S3 ${what} failed: ${response.status}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    // A PUT replaces the object atomically: a reader sees the old or the new bytes, never half.
    const response = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: bytes as unknown as BodyInit,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.length) },
    });
    if (!response.ok) await this.fail(response, `put ${key}`);
    await response.arrayBuffer();
  }

  async putFile(key: string, file: string): Promise<void> {
    const { size } = await fs.stat(file);
    const partSize = Math.max(this.options.partSize ?? PART_SIZE, Math.ceil(size / MAX_PARTS));
    if (size <= partSize) {
      await this.put(key, new Uint8Array(await fs.readFile(file)));
    } else {
      await this.multipart(key, file, size, partSize);
    }
    await fs.rm(file, { force: true });
  }

  /** A multipart upload read from the file one part at a time; aborted (nothing kept) on any failure. */
  private async multipart(key: string, file: string, size: number, partSize: number): Promise<void> {
    const url = this.url(key);
    const created = await this.client.fetch(`${url}?uploads`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' } });
    if (!created.ok) await this.fail(created, `multipart ${key}`);
    const uploadId = tags(await created.text(), 'UploadId')[0];
    if (!uploadId) throw new Error(`S3 multipart ${key} failed: no UploadId`);
    const at = `uploadId=${encodeURIComponent(uploadId)}`;
    const handle = await fs.open(file, 'r');
    try {
      const count = Math.ceil(size / partSize);
      const etags: string[] = [];
      let next = 0;
      const worker = async () => {
        for (let part = next++; part < count; part = next++) {
          const length = Math.min(partSize, size - part * partSize);
          const bytes = Buffer.alloc(length);
          const { bytesRead } = await handle.read(bytes, 0, length, part * partSize);
          if (bytesRead !== length) throw new Error(`S3 multipart ${key}: the file changed while it was sent`);
          const response = await this.client.fetch(`${url}?partNumber=${part + 1}&${at}`, {
            method: 'PUT',
            body: bytes,
            headers: { 'Content-Length': String(length) },
          });
          if (!response.ok) await this.fail(response, `part ${part + 1} of ${key}`);
          await response.arrayBuffer();
          etags[part] = response.headers.get('etag') ?? '';
        }
      };
      await Promise.all(Array.from({ length: PART_CONCURRENCY }, worker));
      const body = `<CompleteMultipartUpload>${etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`).join('')}</CompleteMultipartUpload>`;
      const done = await this.client.fetch(`${url}?${at}`, { method: 'POST', body, headers: { 'Content-Type': 'application/xml' } });
      // S3 may answer 200 with an <Error> in the body when completing fails.
      const text = done.ok ? await done.text() : '';
      if (!done.ok || tags(text, 'Code').length > 0) {
        if (done.ok) throw new Error(`S3 multipart ${key} failed: ${tags(text, 'Code')[0]}`);
        await this.fail(done, `multipart ${key}`);
      }
    } catch (error) {
      await this.client
        .fetch(`${url}?${at}`, { method: 'DELETE' })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      throw error;
    } finally {
      await handle.close();
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.client.fetch(this.url(key));
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) await this.fail(response, `get ${key}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const response = await this.client.fetch(this.url(key), range ? { headers: { Range: `bytes=${range.start}-${range.end}` } } : undefined);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) await this.fail(response, `get ${key}`);
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    const response = await this.client.fetch(this.url(key), { method: 'HEAD' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 head ${key} failed: ${response.status}`);
    return Number(response.headers.get('content-length') ?? 0);
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
    // 204 when deleted, and S3 answers 204 for a missing key too; some stores say 404.
    if (!response.ok && response.status !== 404) await this.fail(response, `delete ${key}`);
    await response.arrayBuffer();
  }

  async deletePrefix(prefix: string): Promise<void> {
    // One DELETE per key keeps to the subset every S3-compatible store implements.
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map((key) => this.delete(key)));
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    const keys: string[] = [];
    // Pages continue after the last key seen (start-after): S3 lists in key order, and this
    // works on stores whose continuation tokens do not (s3rver's use DES, gone from Node 17+).
    let after: string | undefined;
    for (;;) {
      const url = new URL(this.base);
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', this.prefix + prefix);
      url.searchParams.set('max-keys', String(this.options.listPageSize ?? 1000));
      if (after) url.searchParams.set('start-after', after);
      const response = await this.client.fetch(url.toString());
      if (!response.ok) await this.fail(response, `list ${prefix}`);
      const xml = await response.text();
      const page = tags(xml, 'Key');
      keys.push(...page.map((key) => key.slice(this.prefix.length)));
      if (tags(xml, 'IsTruncated')[0] !== 'true' || page.length === 0) break;
      after = page.at(-1);
    }
    return keys.sort();
  }
}
