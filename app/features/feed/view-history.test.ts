import { describe, expect, it } from 'vitest';
import { loadHistory, saveHistory, topItem } from './view-history';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe('view history', () => {
  it('keeps list, index, offset and has_next per list', () => {
    const storage = memoryStorage();
    saveHistory('home', { list: [1, 2, 3], index: 2, offset: 40, has_next: true, next: 'c' }, storage);
    expect(loadHistory('home', storage)).toEqual({ list: [1, 2, 3], index: 2, offset: 40, has_next: true, next: 'c' });
    expect(loadHistory('user_posts:5', storage)).toBeNull();
  });

  it('keeps only the last 200 items and moves the index with them', () => {
    const storage = memoryStorage();
    const list = Array.from({ length: 250 }, (_, i) => i);
    saveHistory('home', { list, index: 240, offset: 0, has_next: false, next: null }, storage);
    const h = loadHistory<number>('home', storage)!;
    expect(h.list).toHaveLength(200);
    expect(h.list[h.index]).toBe(240);
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('view_history:home', '{not json');
    expect(loadHistory('home', storage)).toBeNull();
  });
});

describe('topItem', () => {
  it('finds the post at the top of the screen and how far it scrolled past', () => {
    expect(
      topItem([
        { top: -900, bottom: -100 },
        { top: -100, bottom: 600 },
        { top: 600, bottom: 1300 },
      ]),
    ).toEqual({ index: 1, offset: 100 });
    expect(topItem([{ top: 20, bottom: 300 }])).toEqual({ index: 0, offset: 0 });
  });
});
