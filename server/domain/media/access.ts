/** Who may see a media item: the owner; through chat's and posts' ports, the people they allow. */
import type { MediaDeps } from './items';

/**
 * Who may see a media item's bytes: its owner; those the chat port allows; and, through the
 * posts port, anyone a posted post carrying it is open to (anonymous visitors included).
 */
export async function canView(deps: MediaDeps, item: { media_id: number; ownerId: number }, viewerId: number | null): Promise<boolean> {
  if (viewerId !== null && viewerId === item.ownerId) return true;
  if (viewerId !== null && deps.chatAccess && (await deps.chatAccess(item.media_id, viewerId))) return true;
  return deps.postAccess ? deps.postAccess(item.media_id, viewerId) : false;
}

/** Whether the blurred preview may be shown: to the owner, or to anyone once the item is in a posted post. */
export async function canPreview(deps: MediaDeps, item: { media_id: number; ownerId: number }, viewerId: number | null): Promise<boolean> {
  if (viewerId !== null && viewerId === item.ownerId) return true;
  return deps.inPostedPost ? deps.inPostedPost(item.media_id) : false;
}

/** The stored bytes (or a range of them) as a stream; the caller checks canView. */
export function stream({ storage }: MediaDeps, storageKey: string, range?: { start: number; end: number }) {
  return storage.stream(storageKey, range);
}
