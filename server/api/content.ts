/** The feed, posts as readers see them, profiles and follows (issue 5). Rules: domain/content/feed.ts. */
import { z } from 'zod';
import { limitParam, recordId, recordIdParam } from '../../common/numbers';
import { nameText, oneLine } from '../../common/text';
import { nicknameSchema, userNameSchema } from '../../common/identity';
import { bioSchema } from '../../common/feed';
import { idempotencyKey } from '../../common/money';
import { endpoint } from './endpoint';

// JSON bodies carry JSON integers; the GET calls' query strings digits (common/numbers.ts).
const id = recordId;
const idParam = recordIdParam;
const cursor = oneLine().max(200).optional();
/** followers/following: the `next` of the page before (feed.ts decodePeopleCursor checks it). */
const peopleCursor = oneLine().max(40).optional();
const limit = limitParam(60).optional();

export const contentEndpoints = {
  feed: endpoint({
    method: 'GET',
    path: '/core/feed/',
    access: 'public',
    input: z.object({ cursor, limit }),
    handler: ({ input, actor, services }) => services.feed.feed(actor, input),
  }),
  'post.detail': endpoint({
    method: 'GET',
    path: '/core/post/detail/',
    access: 'public',
    input: z.object({ id: idParam }),
    handler: async ({ input, actor, services }) => ({ post: await services.feed.post(actor, { postId: input.id }) }),
  }),
  'user.profile': endpoint({
    method: 'GET',
    path: '/core/user/profile/',
    access: 'public',
    input: z.object({ user_name: nameText().trim().min(1).max(64) }),
    handler: async ({ input, actor, services }) => ({ profile: await services.feed.profile(actor, { userName: input.user_name }) }),
  }),
  'user.posts': endpoint({
    method: 'GET',
    path: '/core/user/posts/',
    access: 'public',
    input: z.object({ user_id: idParam, cursor, limit }),
    handler: ({ input, actor, services }) => services.feed.userPosts(actor, { userId: input.user_id, cursor: input.cursor, limit: input.limit }),
  }),
  'user.follow': endpoint({
    method: 'POST',
    path: '/core/user/follow/',
    access: 'signedUp',
    input: z.object({ user_id: id }),
    handler: ({ input, actor, services }) => services.feed.follow(actor, { userId: input.user_id, on: true }),
  }),
  'user.unfollow': endpoint({
    method: 'POST',
    path: '/core/user/unfollow/',
    access: 'signedUp',
    input: z.object({ user_id: id }),
    handler: ({ input, actor, services }) => services.feed.follow(actor, { userId: input.user_id, on: false }),
  }),
  'user.followers': endpoint({
    method: 'GET',
    path: '/core/user/followers/',
    access: 'public',
    input: z.object({ user_id: idParam, cursor: peopleCursor, limit }),
    handler: ({ input, actor, services }) =>
      services.feed.people(actor, { userId: input.user_id, which: 'followers', cursor: input.cursor, limit: input.limit }),
  }),
  'user.following': endpoint({
    method: 'GET',
    path: '/core/user/following/',
    access: 'public',
    input: z.object({ user_id: idParam, cursor: peopleCursor, limit }),
    handler: ({ input, actor, services }) =>
      services.feed.people(actor, { userId: input.user_id, which: 'following', cursor: input.cursor, limit: input.limit }),
  }),
  'user.list': endpoint({
    method: 'GET',
    path: '/core/user/list/',
    access: 'public',
    input: z.object({ query: oneLine().max(64).optional(), cursor: idParam.optional(), limit }),
    handler: ({ input, actor, services }) => services.feed.creators(actor, input),
  }),
  'user.edit_profile': endpoint({
    method: 'POST',
    path: '/core/user/edit_profile/',
    access: 'signedUp',
    input: z.object({ nickname: nicknameSchema, user_name: userNameSchema, bio: bioSchema.default('') }),
    handler: ({ input, user, services }) => services.feed.editProfile(user.user_id, input),
  }),
  /** A read report: the page sends it when a post has been half in view. */
  'post.event': endpoint({
    method: 'POST',
    path: '/core/post/event/',
    access: 'signedUp',
    input: z.object({ post_id: id }),
    handler: async ({ input, user, services }) => {
      await services.feed.read(user.user_id, input.post_id);
    },
  }),
  'share.do_post_share': endpoint({
    method: 'POST',
    path: '/core/share/do_post_share/',
    access: 'public',
    input: z.object({ post_id: id }),
    handler: async ({ input, services }) => {
      await services.feed.share(input.post_id);
    },
  }),
  /** Buys a PPV post with coins; the same idem_key never charges twice. */
  'post.unlock': endpoint({
    method: 'POST',
    path: '/core/post/unlock/',
    access: 'signedUp',
    input: z.object({ post_id: id, idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => ({ post: await services.feed.unlock(actor, { postId: input.post_id, idemKey: input.idem_key }) }),
  }),
};
