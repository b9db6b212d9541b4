/**
 * The feed's visitor-facing operations (domain/use-case.ts): a creator's profile, posts and a post
 * of theirs and their followers are refused to a visitor from the creator's blocked locations (30023,
 * ADR 093), and so are following them and unlocking a post of theirs; the feed and the creators' directory leave
 * such creators out.
 */
import { actorId, useCase, type Hiding, type Operations } from '../use-case';
import type { FeedService } from './feed';
import type { FeedDeps, Page } from './feed-pages';
import { feed, post, userPosts } from './feed-pages';
import { creators, follow, people, profile, type UserListItem } from './people';
import { unlock } from './post-events';
import type { PostView } from './views';

type PageOptions = { cursor?: string; limit?: number };

const hidingPosts = (page: Page<PostView>): Hiding<Page<PostView>> => ({
  creators: page.list.map((p) => p.creator.user_id),
  without: (hidden) => ({ ...page, list: page.list.filter((p) => !hidden.has(p.creator.user_id)) }),
});
const hidingPeople = (page: Page<UserListItem>): Hiding<Page<UserListItem>> => ({
  creators: page.list.map((u) => u.user_id),
  without: (hidden) => ({ ...page, list: page.list.filter((u) => !hidden.has(u.user_id)) }),
});

export const feedUseCases = {
  feed: useCase({ hides: hidingPosts, run: (deps: FeedDeps, actor, input: PageOptions) => feed(deps, actor.userId, input) }),
  post: useCase({
    fence: (input: { postId: number }) => ({ post: input.postId }),
    run: (deps: FeedDeps, actor, input) => post(deps, actor.userId, input.postId),
  }),
  userPosts: useCase({
    fence: (input: PageOptions & { userId: number }) => ({ creator: input.userId }),
    run: (deps: FeedDeps, actor, { userId, ...options }) => userPosts(deps, actor.userId, userId, options),
  }),
  profile: useCase({
    fence: (input: { userName: string }) => ({ userName: input.userName }),
    run: (deps: FeedDeps, actor, input) => profile(deps, actor.userId, input.userName),
  }),
  creators: useCase({
    hides: hidingPeople,
    run: (deps: FeedDeps, actor, input: { query?: string; cursor?: number; limit?: number }) => creators(deps, actor.userId, input),
  }),
  /** A user's followers or the creators they follow. */
  people: useCase({
    fence: (input: PageOptions & { userId: number; which: 'followers' | 'following' }) => ({ creator: input.userId }),
    run: (deps: FeedDeps, _actor, { userId, which, ...options }) => people(deps, userId, which, options),
  }),
  /** Unfollowing is never refused: it only takes the visitor's own row away. */
  follow: useCase({
    fence: (input: { userId: number; on: boolean }) => (input.on ? { creator: input.userId } : null),
    run: (deps: FeedDeps, actor, input) => follow(deps, actorId(actor), input.userId, input.on),
  }),
  unlock: useCase({
    fence: (input: { postId: number; idemKey: string }) => ({ post: input.postId }),
    run: (deps: FeedDeps, actor, input) => unlock(deps, actorId(actor), input.postId, input.idemKey),
  }),
};

/** services.feed: the feed service with these operations in place of its functions of the same names. */
export type FeedOperations = Omit<FeedService, keyof typeof feedUseCases> & Operations<typeof feedUseCases>;
