/**
 * The media pipeline (issue 5, ADR 040): chunked, resumable uploads; the server checks the
 * content hash, sniffs the real type from the bytes (only images and videos), enforces the
 * size limits and records the dimensions. The same file is stored once per owner.
 *
 * One file per rule: uploads.ts, complete.ts (streamed, ADR 084), expiry.ts, purpose.ts (what an
 * upload is for, limits and quotas), hashing.ts, images.ts (server-made images and the image checks),
 * video-facts.ts, variants.ts (variants and previews), access.ts, remove.ts, items.ts (the
 * vault and the view of an item). The functions take `MediaDeps` first; `createMediaService`
 * binds them once.
 */
import { bindDeps } from '../bind';
import { canPreview, canView, stream } from './access';
import { storeImage } from './images';
import { byId, type MediaDeps, vault } from './items';
import { remove } from './remove';
import { completeUpload } from './complete';
import { expireUploads } from './expiry';
import { initUpload, putChunk } from './uploads';
import { preview, variant } from './variants';
import { setPoster, setVideoFacts } from './video-facts';

export { MEDIA_IMAGE, MEDIA_VIDEO, type MediaContext, type MediaDeps, type MediaGrant, type MediaItem, type MediaLimits } from './items';
export type { InitResult } from './uploads';
export { PREVIEW_SIZE } from './variants';

export const mediaFunctions = {
  initUpload,
  putChunk,
  completeUpload,
  expireUploads,
  variant,
  canView,
  canPreview,
  preview,
  vault,
  remove,
  storeImage,
  setVideoFacts,
  setPoster,
  stream,
  byId,
};

export function createMediaService(deps: MediaDeps) {
  return bindDeps(mediaFunctions, deps);
}

export type MediaService = ReturnType<typeof createMediaService>;
