/** The feed, posts as readers see them, profiles and follows (issue 5). Rules: domain/content/feed.ts. */
import { z } from 'zod';
import { nicknameSchema, userNameSchema } from '../../common/identity';
import { bioSchema } from '../../common/feed';
import { idempotencyKey } from '../../common/money';
import { AppError } from '../domain/errors';
import type { RequestContext } from './context';
import { endpoint } from './endpoint';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const cursor = z.string().max(200).optional();
/** followers/following: the `next` of the page before (feed.ts decodePeopleCursor checks it). */
const peopleCursor = z.string().max(40).optional();
const limit = z.coerce.number().int().min(1).max(60).optional();
const viewerOf = (ctx: RequestContext) => ctx.session?.user.user_id ?? null;
/** Following, editing and buying need a signed-up account, not an anonymous visitor's. */
function memberOf(ctx: RequestContext): number {
  const user = ctx.session?.user;
  if (!user || user.is_anonymous) throw new AppError('AUTH_REQUIRED');
  return user.user_id;
}

export const contentEndpoints = {
  'feed': endpoint({
    method: 'GET',
    path: '/core/feed/',
    auth: 'public',
    input: z.object({ cursor, limit }),
    handler: ({ input, ctx, services }) => services.feed.feed(viewerOf(ctx), input),
  }),
  'post.detail': endpoint({
    method: 'GET',
    path: '/core/post/detail/',
    auth: 'public',
    input: z.object({ id }),
    handler: async ({ input, ctx, services }) => ({ post: await services.feed.post(viewerOf(ctx), input.id) }),
  }),
  'user.profile': endpoint({
    method: 'GET',
    path: '/core/user/profile/',
    auth: 'public',
    input: z.object({ user_name: z.string().trim().min(1).max(64) }),
    handler: async ({ input, ctx, services }) => ({ profile: await services.feed.profile(viewerOf(ctx), input.user_name) }),
  }),
  'user.posts': endpoint({
    method: 'GET',
    path: '/core/user/posts/',
    auth: 'public',
    input: z.object({ user_id: id, cursor, limit }),
    handler: ({ input, ctx, services }) => services.feed.userPosts(viewerOf(ctx), input.user_id, input),
  }),
  'user.follow': endpoint({
    method: 'POST',
    path: '/core/user/follow/',
    auth: 'user',
    input: z.object({ user_id: id }),
    handler: ({ input, ctx, services }) => services.feed.follow(memberOf(ctx), input.user_id, true),
  }),
  'user.unfollow': endpoint({
    method: 'POST',
    path: '/core/user/unfollow/',
    auth: 'user',
    input: z.object({ user_id: id }),
    handler: ({ input, ctx, services }) => services.feed.follow(memberOf(ctx), input.user_id, false),
  }),
  'user.followers': endpoint({
    method: 'GET',
    path: '/core/user/followers/',
    auth: 'public',
    input: z.object({ user_id: id, cursor: peopleCursor, limit }),
    handler: ({ input, services }) => services.feed.people(input.user_id, 'followers', input),
  }),
  'user.following': endpoint({
    method: 'GET',
    path: '/core/user/following/',
    auth: 'public',
    input: z.object({ user_id: id, cursor: peopleCursor, limit }),
    handler: ({ input, services }) => services.feed.people(input.user_id, 'following', input),
  }),
  'user.list': endpoint({
    method: 'GET',
    path: '/core/user/list/',
    auth: 'public',
    input: z.object({ query: z.string().max(64).optional(), cursor: id.optional(), limit }),
    handler: ({ input, ctx, services }) => services.feed.creators(viewerOf(ctx), input),
  }),
  'user.edit_profile': endpoint({
    method: 'POST',
    path: '/core/user/edit_profile/',
    auth: 'user',
    input: z.object({ nickname: nicknameSchema, user_name: userNameSchema, bio: bioSchema.default('') }),
    handler: ({ input, ctx, services }) => services.feed.editProfile(memberOf(ctx), input),
  }),
  /** A read report: the page sends it when a post has been half in view. */
  'post.event': endpoint({
    method: 'POST',
    path: '/core/post/event/',
    auth: 'user',
    input: z.object({ post_id: id }),
    handler: async ({ input, ctx, services }) => {
      await services.feed.read(memberOf(ctx), input.post_id);
    },
  }),
  'share.do_post_share': endpoint({
    method: 'POST',
    path: '/core/share/do_post_share/',
    auth: 'public',
    input: z.object({ post_id: id }),
    handler: async ({ input, services }) => {
      await services.feed.share(input.post_id);
    },
  }),
  /** Buys a PPV post with coins; the same idem_key never charges twice. */
  'post.unlock': endpoint({
    method: 'POST',
    path: '/core/post/unlock/',
    auth: 'user',
    input: z.object({ post_id: id, idem_key: idempotencyKey }),
    handler: async ({ input, ctx, services }) => ({ post: await services.feed.unlock(memberOf(ctx), input.post_id, input.idem_key) }),
  }),
};
