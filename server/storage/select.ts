/** The media storage the configuration asks for: an S3-compatible bucket with S3_BUCKET, else the local disk (ADR 043). */
import path from 'node:path';
import type { Config } from '../config';
import { LocalStorage, type MediaStorage } from './index';
import { S3Storage } from './s3';

export function createStorage(config: Config): MediaStorage {
  if (!config.S3_BUCKET) return new LocalStorage(path.join(config.dataDir, 'media'));
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}

/** Where media lives, for the start-up line. */
export function describeStorage(config: Config): string {
  return config.S3_BUCKET ? `s3://${config.S3_BUCKET}/${config.S3_PREFIX ?? ''}` : path.join(config.dataDir, 'media');
}
