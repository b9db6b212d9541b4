/** Derived images, made once with sharp and kept in storage: sized variants and blurred previews. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { VARIANT_SIZES } from '../../../common/media';
import { media } from '../../db/schema';
import { AppError } from '../errors';
import { MEDIA_IMAGE, type MediaDeps } from './items';

/** The longest side of a locked item's preview: tiny and blurred, so nothing of the original can be recovered. */
export const PREVIEW_SIZE = 48;
const PREVIEW_BLUR_SIGMA = 6;

/**
 * An image variant (WebP). Who may see it is the caller's check (canView); here only the size
 * is ruled: both from VARIANT_SIZES, not both 0.
 */
export async function variant({ db, storage }: MediaDeps, mediaId: number, width: number, height: number): Promise<Uint8Array> {
  const allowed = (n: number) => (VARIANT_SIZES as readonly number[]).includes(n);
  if (!allowed(width) || !allowed(height) || (width === 0 && height === 0)) {
    throw new AppError('VARIANT_SIZE_INVALID', `This image size is not available: width and height must be one of ${VARIANT_SIZES.join(', ')} (not both 0).`);
  }
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row || row.kind !== MEDIA_IMAGE) throw new AppError('MEDIA_NOT_FOUND');
  const key = `variants/${mediaId}/w_${width},h_${height}.webp`;
  const cached = await storage.get(key);
  if (cached) return cached;
  const original = await storage.get(row.storageKey);
  if (!original) throw new AppError('MEDIA_NOT_FOUND');
  const bytes = new Uint8Array(
    await sharp(original)
      .autoOrient()
      .resize({ width: width || undefined, height: height || undefined, fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
  await storage.put(key, bytes);
  return bytes;
}

/**
 * A small, heavily blurred WebP of an image (or of a video's poster; a plain tile when a
 * video has none). The caller checks canPreview.
 */
export async function preview({ db, storage }: MediaDeps, mediaId: number): Promise<Uint8Array> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  if (!row) throw new AppError('MEDIA_NOT_FOUND');
  const key = `previews/${mediaId}.webp`;
  const cached = await storage.get(key);
  if (cached) return cached;
  let source: Uint8Array | null = null;
  if (row.kind === MEDIA_IMAGE) source = await storage.get(row.storageKey);
  else if (row.posterMediaId) {
    const [poster] = await db.select().from(media).where(eq(media.id, row.posterMediaId));
    source = poster ? await storage.get(poster.storageKey) : null;
  }
  const image = source
    ? sharp(source).autoOrient().resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside' })
    : sharp({ create: { width: PREVIEW_SIZE, height: Math.round((PREVIEW_SIZE * 9) / 16), channels: 3, background: { r: 96, g: 96, b: 104 } } });
  const bytes = new Uint8Array(await image.blur(PREVIEW_BLUR_SIGMA).webp({ quality: 40 }).toBuffer());
  await storage.put(key, bytes);
  return bytes;
}
