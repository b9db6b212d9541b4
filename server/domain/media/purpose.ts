/**
 * What an upload is for, and the limits that follow from who uploads it (issue 18, ADR 084).
 * Creators upload for their vault (`post`: posts, mass and chat messages, a portrait), for a chat
 * or a portrait; fans only chat attachments and a portrait, with smaller files. Everyone's
 * stored media plus unfinished uploads stay within their role's quota.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { COVER_MAX_BYTES, PORTRAIT_MAX_BYTES, PURPOSE_BITS, isVerificationMedia, type UploadPurpose } from '../../../common/media';
import type { Database } from '../../db';
import { media, mediaUploads, users } from '../../db/schema';
import { AppError } from '../errors';
import type { MediaLimits } from './items';

type Reader = Pick<Database, 'select'>;

/** Where an item is used, and the purposes that allow it there: a vault item goes anywhere. */
export type MediaUse = 'post' | 'chat' | 'portrait' | 'cover';
const ALLOWED: Record<MediaUse, number> = {
  post: PURPOSE_BITS.post,
  chat: PURPOSE_BITS.post | PURPOSE_BITS.chat,
  portrait: PURPOSE_BITS.post | PURPOSE_BITS.portrait,
  cover: PURPOSE_BITS.post | PURPOSE_BITS.cover,
};

/** Whether an item uploaded for `purposes` (bits) may be used as `use`: an identity document never (ADR 091). */
export const usableFor = (purposes: number, use: MediaUse) => !isVerificationMedia(purposes) && (purposes & ALLOWED[use]) !== 0;

/** MEDIA_NOT_FOR_THIS_USE unless every item may be used as `use` (posts, mass and chat messages, portraits call it). */
export function assertUsableFor(items: { purposes: number }[], use: MediaUse, field?: string): void {
  if (items.some((item) => !usableFor(item.purposes, use))) throw new AppError('MEDIA_NOT_FOR_THIS_USE', undefined, field ? { field } : undefined);
}

const CREATOR = 1;

/** The uploader's role (user_role: 1 creator, else a fan). */
export async function roleOf(db: Reader, userId: number): Promise<number> {
  const [row] = await db.select({ role: users.userRole }).from(users).where(eq(users.id, userId));
  return row?.role ?? 0;
}

/** 1.5 GB, 20 MB, 391 KB. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return bytes >= 1024 ** 2 ? `${Math.floor(bytes / 1024 ** 2)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * The largest file of this kind the role may upload for this purpose; MEDIA_PURPOSE_REFUSED when
 * the role may not upload for it at all, MEDIA_TYPE_REFUSED for a video as a portrait.
 */
export function fileLimit(limits: MediaLimits, role: number, purpose: UploadPurpose, kind: 'image' | 'video'): number {
  if (purpose === 'verification') {
    if (kind !== 'image') throw new AppError('MEDIA_TYPE_REFUSED', 'Please choose a photo (JPEG, PNG or WebP).');
    return limits.maxImageBytes;
  }
  if (purpose === 'portrait') {
    if (kind !== 'image') throw new AppError('MEDIA_TYPE_REFUSED', 'Only images can be used as a profile picture.');
    return Math.min(PORTRAIT_MAX_BYTES, limits.maxImageBytes);
  }
  if (purpose === 'cover') {
    if (kind !== 'image') throw new AppError('MEDIA_TYPE_REFUSED', 'Only images can be used as a cover.');
    return Math.min(COVER_MAX_BYTES, limits.maxImageBytes);
  }
  if (role === CREATOR) return kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
  if (purpose !== 'chat') throw new AppError('MEDIA_PURPOSE_REFUSED');
  return kind === 'image'
    ? Math.min(limits.fanMaxImageBytes ?? Infinity, limits.maxImageBytes)
    : Math.min(limits.fanMaxVideoBytes ?? Infinity, limits.maxVideoBytes);
}

/** Bytes the user holds: stored media and unfinished uploads (but `exceptUpload`, the one being checked). */
export async function bytesUsed(db: Reader, ownerId: number, exceptUpload?: string): Promise<number> {
  const [stored] = await db
    .select({ n: sql<string>`coalesce(sum(${media.size}), 0)` })
    .from(media)
    .where(eq(media.ownerId, ownerId));
  const [pending] = await db
    .select({ n: sql<string>`coalesce(sum(${mediaUploads.size}), 0)` })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.ownerId, ownerId), exceptUpload ? ne(mediaUploads.id, exceptUpload) : undefined));
  return Number(stored?.n ?? 0) + Number(pending?.n ?? 0);
}

/** MEDIA_QUOTA_EXCEEDED when `bytes` more would take the user past their role's quota. */
export async function assertFits(db: Reader, limits: MediaLimits, ownerId: number, role: number, bytes: number, exceptUpload?: string): Promise<void> {
  const quota = (role === CREATOR ? limits.creatorQuotaBytes : limits.fanQuotaBytes) ?? Infinity;
  const used = await bytesUsed(db, ownerId, exceptUpload);
  if (used + bytes > quota) {
    throw new AppError(
      'MEDIA_QUOTA_EXCEEDED',
      `This file does not fit in your storage space: you use ${sizeText(used)} of ${sizeText(quota)}. Delete something from your vault first.`,
    );
  }
}
