import { describe, expect, it } from 'vitest';
import type { PostView } from '../../../common/content';
import { keepUnchanged } from './view-history';

const post = (post_id: number, text = `post ${post_id}`) => ({ post_id, text }) as unknown as PostView;

describe('keepUnchanged (a revalidated first page)', () => {
  it('keeps the shown page when every post and the cursor are the same', () => {
    const shown = { list: [post(1), post(2)], next: 'c2' };
    expect(keepUnchanged(shown, { list: [post(1), post(2)], next: 'c2' })).toBe(shown);
  });

  it("keeps each unchanged post's object and takes the changed and the new ones", () => {
    const shown = { list: [post(1), post(2)], next: 'c2' };
    const changed = post(2, 'unlocked');
    const added = post(3);
    const page = keepUnchanged(shown, { list: [post(1), changed, added], next: null });
    expect(page).not.toBe(shown);
    expect(page.list[0]).toBe(shown.list[0]);
    expect(page.list[1]).toBe(changed);
    expect(page.list[2]).toBe(added);
    expect(page.next).toBeNull();
  });

  it('a new cursor alone makes a new page with the same posts', () => {
    const shown = { list: [post(1)], next: 'c1' };
    const page = keepUnchanged(shown, { list: [post(1)], next: 'c9' });
    expect(page).toEqual({ list: [shown.list[0]], next: 'c9' });
    expect(page.list[0]).toBe(shown.list[0]);
  });
});
