/**
 * The composer's media list (spec section 5: each item gets state 1 when added). States:
 * 1 added, 2 uploading, 3 done (it has a media id), 4 failed (Retry uploads the rest).
 */
import { ownMediaPath, variantOf, variantPath } from '../../../common/media';

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
  /** A video's length, when known. */
  duration_ms?: number | null;
  error?: string;
}

/** The media of a post being edited, or vault items, as composer items (all stored already). */
export interface StoredMedia {
  media_id: number;
  kind: 1 | 2;
  /** A post's image base or video stream, as the server sent it (ADR 088). */
  url?: string | null;
  poster_url?: string | null;
  poster_media_id?: number | null;
  duration_ms?: number | null;
}

/** The small picture: from the post's URLs when the server sent them, else the owner's own media URLs. */
export function thumbOf(m: StoredMedia): string {
  if (m.kind === 1) return m.url ? variantOf(m.url, 320, 0) : variantPath(m.media_id, 320, 0);
  if (m.poster_url) return variantOf(m.poster_url, 320, 0);
  return m.poster_media_id ? variantPath(m.poster_media_id, 320, 0) : `${ownMediaPath(m.media_id)}/preview`;
}

export function storedItem(m: StoredMedia, name: string): ComposerItem {
  return {
    key: `media-${m.media_id}`,
    name,
    kind: m.kind === 2 ? 'video' : 'image',
    state: ITEM_STATE.Done,
    progress: 1,
    media_id: m.media_id,
    thumb: thumbOf(m),
    duration_ms: m.duration_ms ?? null,
  };
}

/** The items with the one under `key` moved one place back (-1) or forward (+1); unchanged at an end. */
export function moveItem<T extends { key: string }>(items: T[], key: string, delta: -1 | 1): T[] {
  const from = items.findIndex((i) => i.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The composer item as a thumbnail of the design system's ThumbnailStrip. */
export function thumbnailOf(item: ComposerItem) {
  const state =
    item.state === ITEM_STATE.Done ? 'done' : item.state === ITEM_STATE.Failed ? 'failed' : item.state === ITEM_STATE.Added ? 'waiting' : 'uploading';
  const ms = item.duration_ms;
  const duration = ms === null || ms === undefined ? undefined : `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
  return { key: item.key, kind: item.kind, name: item.name, src: item.thumb, state, progress: item.progress, duration, error: item.error } as const;
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
