/**
 * Who may see a media item (ADR 088): per context, not per item. A URL names the post or the
 * chat message it was obtained from, and that context's port says how far it is open to the
 * viewer, whatever other posts or messages carry the same item. The context-free URL is the
 * owner's own (vault, composer); portraits are the routes' business (public, ADR 043).
 */
import { isVerificationMedia } from '../../../common/media';
import type { MediaContext, MediaDeps, MediaGrant } from './items';

/** How far `context` opens the item to the viewer (null: anonymous). */
export async function grant(
  deps: MediaDeps,
  item: { media_id: number; ownerId: number; purposes?: number },
  viewerId: number | null,
  context: MediaContext,
): Promise<MediaGrant> {
  if (context === null) return viewerId !== null && viewerId === item.ownerId ? 'full' : null;
  // An identity document (ADR 091) is its owner's and staff's only, whatever a post or message claims.
  if (item.purposes !== undefined && isVerificationMedia(item.purposes)) return null;
  if ('post' in context) return deps.postMedia ? deps.postMedia(context.post, item.media_id, viewerId) : null;
  return deps.messageMedia ? deps.messageMedia(context.message, item.media_id, viewerId) : null;
}

/** Whether the viewer may have the item's bytes (variants, the video) through this context. */
export async function canView(
  deps: MediaDeps,
  item: { media_id: number; ownerId: number; purposes?: number },
  viewerId: number | null,
  context: MediaContext,
): Promise<boolean> {
  return (await grant(deps, item, viewerId, context)) === 'full';
}

/** Whether the blurred preview may be shown through this context: to whoever may see more, and where a locked post shows it. */
export async function canPreview(
  deps: MediaDeps,
  item: { media_id: number; ownerId: number; purposes?: number },
  viewerId: number | null,
  context: MediaContext,
): Promise<boolean> {
  return (await grant(deps, item, viewerId, context)) !== null;
}

/** The stored bytes (or a range of them) as a stream; the caller checks canView. */
export function stream({ storage }: MediaDeps, storageKey: string, range?: { start: number; end: number }) {
  return storage.stream(storageKey, range);
}
