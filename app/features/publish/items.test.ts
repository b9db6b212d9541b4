import { describe, expect, it } from 'vitest';
import { ITEM_STATE, type ComposerItem, mediaIdsOf, moveItem, safeFrom, stateLabel, storedItem, thumbnailOf, uploadsPending } from './items';

const item = (state: ComposerItem['state'], media_id: number | null = null): ComposerItem => ({
  key: String(Math.random()),
  name: 'a.png',
  kind: 'image',
  state,
  progress: 0.42,
  media_id,
});

describe('composer items', () => {
  it('waits for every upload before publishing', () => {
    expect(uploadsPending([item(ITEM_STATE.Done, 1)])).toBe(false);
    for (const s of [ITEM_STATE.Added, ITEM_STATE.Uploading, ITEM_STATE.Failed]) expect(uploadsPending([item(ITEM_STATE.Done, 1), item(s)])).toBe(true);
    expect(mediaIdsOf([item(ITEM_STATE.Done, 4), item(ITEM_STATE.Failed), item(ITEM_STATE.Done, 2)])).toEqual([4, 2]);
  });
  it('labels each state', () => {
    expect(stateLabel(item(ITEM_STATE.Uploading))).toBe('42%');
    expect(stateLabel(item(ITEM_STATE.Failed))).toBe('Failed');
  });
  it('shows stored media through their variant, poster or preview', () => {
    expect(storedItem({ media_id: 5, kind: 1 }, 'x').thumb).toBe('/media/5/w_320,h_0');
    // A post's media come with the URLs the server sent, which name the post (ADR 088).
    expect(storedItem({ media_id: 5, kind: 1, url: '/media/p/3/5' }, 'x').thumb).toBe('/media/p/3/5/w_320,h_0');
    expect(storedItem({ media_id: 6, kind: 2, poster_url: '/media/p/3/9' }, 'x').thumb).toBe('/media/p/3/9/w_320,h_0');
    expect(storedItem({ media_id: 6, kind: 2, poster_media_id: 9 }, 'x').thumb).toBe('/media/9/w_320,h_0');
    expect(storedItem({ media_id: 6, kind: 2 }, 'x')).toMatchObject({ thumb: '/media/6/preview', state: ITEM_STATE.Done, kind: 'video' });
  });
  it('goes back only to paths of this site', () => {
    expect(safeFrom('/publish/drafts', '/home')).toBe('/publish/drafts');
    for (const bad of ['//evil.example', 'https://evil.example', null, '/\\evil']) expect(safeFrom(bad, '/home')).toBe('/home');
  });
  it('moves an item one place, so the post keeps the new order; the ends stay put', () => {
    const list = [1, 2, 3].map((id) => ({ ...item(ITEM_STATE.Done, id), key: `k${id}` }));
    expect(mediaIdsOf(moveItem(list, 'k3', -1))).toEqual([1, 3, 2]);
    expect(mediaIdsOf(moveItem(list, 'k1', 1))).toEqual([2, 1, 3]);
    expect(moveItem(list, 'k1', -1)).toBe(list);
    expect(moveItem(list, 'k3', 1)).toBe(list);
  });
  it('shows an item as a thumbnail with its state and a video length', () => {
    expect(thumbnailOf({ ...item(ITEM_STATE.Uploading), kind: 'video', duration_ms: 62_000 })).toMatchObject({ state: 'uploading', duration: '1:02' });
    expect(thumbnailOf(item(ITEM_STATE.Added)).state).toBe('waiting');
  });
});
