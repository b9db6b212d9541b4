import { describe, expect, it } from 'vitest';
import type { Database } from '../../db';
import { VISITOR_FEED_TTL_MS, forgetVisitorFeed, visitorFeedPage } from './visitor-feed';

const database = () => ({}) as Database;

describe('visitorFeedPage', () => {
  it('reads once for the requests of one second, and again after it', async () => {
    const db = database();
    let reads = 0;
    const load = async () => ++reads;
    const first = await Promise.all([visitorFeedPage(db, load, 1_000), visitorFeedPage(db, load, 1_000)]);
    expect(first).toEqual([1, 1]); // arriving together: one read
    expect(await visitorFeedPage(db, load, 1_000 + VISITOR_FEED_TTL_MS - 1)).toBe(1);
    expect(await visitorFeedPage(db, load, 1_000 + VISITOR_FEED_TTL_MS)).toBe(2);
  });

  it('keeps a page per database, forgets it when told, and never keeps a failed read', async () => {
    const [a, b] = [database(), database()];
    expect(await visitorFeedPage(a, async () => 'a', 0)).toBe('a');
    expect(await visitorFeedPage(b, async () => 'b', 0)).toBe('b');
    forgetVisitorFeed(a);
    expect(await visitorFeedPage(a, async () => 'a2', 1)).toBe('a2');
    expect(await visitorFeedPage(b, async () => 'b2', 1)).toBe('b');

    const c = database();
    await expect(visitorFeedPage(c, () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await visitorFeedPage(c, async () => 'c', 1)).toBe('c');
  });
});
