/**
 * The composer's media list (spec section 5: each item gets state 1 when added). States:
 * 1 added, 2 uploading, 3 done (it has a media id), 4 failed (Retry uploads the rest).
 */
import { variantPath } from '../../../common/media';

export const ITEM_STATE = { Added: 1, Uploading: 2, Done: 3, Failed: 4 } as const;
export type ItemState = (typeof ITEM_STATE)[keyof typeof ITEM_STATE];

export interface ComposerItem {
  key: string;
  name: string;
  kind: 'image' | 'video';
  state: ItemState;
  /** 0..1 of the bytes sent. */
  progress: number;
  media_id: number | null;
  /** A small picture of it: the chosen file itself, or a variant once stored. */
  thumb?: string;
  error?: string;
}

/** The media of a post being edited, as composer items (all stored already). */
export interface StoredMedia {
  media_id: number;
  kind: 1 | 2;
  poster_url?: string | null;
  poster_media_id?: number | null;
}

export function storedItem(m: StoredMedia, name: string): ComposerItem {
  const posterId = m.poster_media_id ?? (m.poster_url ? Number(m.poster_url.split('/')[2]) : null);
  return {
    key: `media-${m.media_id}`,
    name,
    kind: m.kind === 2 ? 'video' : 'image',
    state: ITEM_STATE.Done,
    progress: 1,
    media_id: m.media_id,
    thumb: m.kind === 1 ? variantPath(m.media_id, 320, 0) : posterId ? variantPath(posterId, 320, 0) : `/media/${m.media_id}/preview`,
  };
}

/** Publishing (and saving) waits until every upload has finished. */
export const uploadsPending = (items: ComposerItem[]) => items.some((i) => i.state !== ITEM_STATE.Done);

export const mediaIdsOf = (items: ComposerItem[]) => items.filter((i) => i.media_id !== null).map((i) => i.media_id!);

export function stateLabel(item: ComposerItem): string {
  switch (item.state) {
    case ITEM_STATE.Added:
      return 'Waiting';
    case ITEM_STATE.Uploading:
      return `${Math.round(item.progress * 100)}%`;
    case ITEM_STATE.Done:
      return 'Uploaded';
    default:
      return 'Failed';
  }
}

/** A path inside this site only (the ?from= of /publish), else the fallback. */
export function safeFrom(from: string | null | undefined, fallback: string): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : fallback;
}
