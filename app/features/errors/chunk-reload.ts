import { shouldReloadForChunkError } from '../../../common/errors-core';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage';

/** Reloads the page for a chunk load failure unless it already did so within the last minute. Returns whether it reloads. */
export function reloadForChunkError(now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = Number(readLocal(STORAGE_KEYS.chunkReloadAt));
  if (!shouldReloadForChunkError(Number.isFinite(last) && last > 0 ? last : null, now)) return false;
  writeLocal(STORAGE_KEYS.chunkReloadAt, String(now));
  reload();
  return true;
}
