import { describe, expect, it } from 'vitest';
import type { VaultItem } from '../publish/VaultDialog';
import { appendPage, mergeNewest, withoutIds } from './pages';

const item = (media_id: number): VaultItem => ({ media_id, kind: 1, file_name: `${media_id}.png`, poster_media_id: null, duration_ms: null });
const ids = (list: VaultItem[]) => list.map((m) => m.media_id);

describe('vault pages', () => {
  it('puts new uploads on top without showing anything twice', () => {
    const shown = [item(9), item(8), item(7), item(3)];
    expect(ids(mergeNewest(shown, [item(11), item(10), item(9), item(8)]))).toEqual([11, 10, 9, 8, 7, 3]);
  });

  it('appends a next page, skipping items already shown', () => {
    expect(ids(appendPage([item(9), item(8)], [item(8), item(5), item(4)]))).toEqual([9, 8, 5, 4]);
  });

  it('removes deleted items (a video and its poster)', () => {
    expect(ids(withoutIds([item(9), item(8), item(7)], [9, 7]))).toEqual([8]);
  });
});
