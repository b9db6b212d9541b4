import { describe, expect, it } from 'vitest';
import { ITEM_STATE, type ComposerItem, mediaIdsOf, safeFrom, stateLabel, storedItem, uploadsPending } from './items';

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
});
