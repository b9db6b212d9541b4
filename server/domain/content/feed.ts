/**
 * The feed, profiles and follows (issue 5, ADR 042): feed-pages.ts (the feed and a creator's
 * posts), people.ts (profiles, follows, lists), post-events.ts (read, share, unlock). The
 * functions take `FeedDeps` first; `createFeedService` binds them once.
 */
import { bindDeps } from '../bind';
import { type FeedDeps, feed, post, userPosts } from './feed-pages';
import { creators, editProfile, follow, people, profile } from './people';
import { read, share, unlock } from './post-events';

export { FEED_PAGE_SIZE, LIST_PAGE_SIZE, decodeCursor, decodePeopleCursor, encodeCursor, type FeedDeps, type Page } from './feed-pages';
export type { ProfileView, UserListItem } from './people';

export const feedFunctions = { feed, post, userPosts, profile, follow, people, creators, editProfile, read, share, unlock };

export function createFeedService(deps: FeedDeps) {
  return bindDeps(feedFunctions, deps);
}

export type FeedService = ReturnType<typeof createFeedService>;
