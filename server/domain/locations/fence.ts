/**
 * The feed service as visitors reach it (ADR 093): each call names the visitor (account and
 * address), so no page or endpoint can serve a creator's profile or posts without the
 * blocked-location rule. A creator's profile, posts and a post of theirs are 30023; the feed and
 * the creators directory leave hidden creators out.
 */
import type { FeedService } from '../content/feed';
import type { LocationService, Visitor } from './rules';

type Rest<F> = F extends (viewerId: number | null, ...rest: infer A) => infer R ? (visitor: Visitor, ...rest: A) => R : never;
type Fenced = 'feed' | 'post' | 'userPosts' | 'profile' | 'creators';

export type FencedFeedService = Omit<FeedService, Fenced> & { [K in Fenced]: Rest<FeedService[K]> };

export function fenceFeed(feed: FeedService, locations: LocationService): FencedFeedService {
  return {
    ...feed,
    async feed(visitor, options) {
      const page = await feed.feed(visitor.userId, options);
      const hidden = await locations.hiddenAmong(
        page.list.map((p) => p.creator.user_id),
        visitor,
      );
      return hidden.size === 0 ? page : { ...page, list: page.list.filter((p) => !hidden.has(p.creator.user_id)) };
    },
    async post(visitor, postId) {
      const view = await feed.post(visitor.userId, postId);
      await locations.assertAllowed(view.creator.user_id, visitor);
      return view;
    },
    async userPosts(visitor, userId, options) {
      await locations.assertAllowed(userId, visitor);
      return feed.userPosts(visitor.userId, userId, options);
    },
    async profile(visitor, userName) {
      const found = await feed.profile(visitor.userId, userName);
      await locations.assertAllowed(found.user_id, visitor);
      return found;
    },
    async creators(visitor, options) {
      const page = await feed.creators(visitor.userId, options);
      const hidden = await locations.hiddenAmong(
        page.list.map((u) => u.user_id),
        visitor,
      );
      return hidden.size === 0 ? page : { ...page, list: page.list.filter((u) => !hidden.has(u.user_id)) };
    },
  };
}
