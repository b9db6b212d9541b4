/**
 * The feed's first page for a visitor without an account is the same for every such visitor
 * (ADR 118): it is kept for a second, per database, so a burst of first visits costs one read.
 * Publishing, editing or deleting a post here forgets it at once; anything else (a like count, a
 * name, a moderation decision, another server process's write) shows within the second. Media
 * bytes are never kept: their URLs are checked when fetched (ADR 088). The location fence still
 * runs for each visitor (ADR 093).
 */
import type { Database } from '../../db';

export const VISITOR_FEED_TTL_MS = 1000;

const kept = new WeakMap<Database, { at: number; page: Promise<unknown> }>();

/** The kept page, or `load`'s (one read for requests that arrive together); a failed read is not kept. */
export function visitorFeedPage<T>(db: Database, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const entry = kept.get(db);
  if (entry && now - entry.at < VISITOR_FEED_TTL_MS) return entry.page as Promise<T>;
  const page = load();
  kept.set(db, { at: now, page });
  page.catch(() => {
    if (kept.get(db)?.page === page) kept.delete(db);
  });
  return page;
}

/** A post was published, changed or deleted: the next visitor reads the feed again. */
export function forgetVisitorFeed(db: Database): void {
  kept.delete(db);
}
