/** A creator's posts (issue 5): init, create, get, save as draft, publish, schedule, delete, drafts and scheduled lists. Rules: domain/content/posts. */
import { z } from 'zod';
import { CAPTION_MAX_LENGTH, POST_MEDIA_MAX } from '../../common/content';
import { endpoint } from './endpoint';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const postId = z.object({ post_id: id });
/** What the composer sends; the domain checks the rules (price for PPV kinds, own media, at least one to publish). */
const fields = z.object({
  post_id: id,
  caption: z.string().max(CAPTION_MAX_LENGTH, `must be ${CAPTION_MAX_LENGTH} characters at most`).default(''),
  visibility: z.coerce.number().int(),
  price: z.coerce.number().int('must be a whole number of coins').nullable().default(null),
  media_ids: z.array(id).max(POST_MEDIA_MAX, `can hold ${POST_MEDIA_MAX} items at most`).default([]),
});
const toFields = (input: z.infer<typeof fields>) => ({ caption: input.caption, visibility: input.visibility, price: input.price, media_ids: input.media_ids });

export const postEndpoints = {
  'post.init': endpoint({
    method: 'POST',
    path: '/core/post/init/',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => services.posts.init(ctx.session?.user),
  }),
  'post.create': endpoint({
    method: 'POST',
    path: '/core/post/create/',
    auth: 'user',
    input: z.object({ from: z.coerce.number().int().min(1).max(1).default(1) }),
    handler: ({ ctx, services }) => services.posts.create(ctx.session?.user),
  }),
  'post.get': endpoint({
    method: 'GET',
    path: '/core/post/get/',
    auth: 'user',
    input: postId,
    handler: ({ input, ctx, services }) => services.posts.get(ctx.session?.user, input.post_id),
  }),
  'post.save': endpoint({
    method: 'POST',
    path: '/core/post/save/',
    auth: 'user',
    input: fields,
    handler: ({ input, ctx, services }) => services.posts.save(ctx.session?.user, input.post_id, toFields(input)),
  }),
  'post.publish': endpoint({
    method: 'POST',
    path: '/core/post/publish/',
    auth: 'user',
    input: fields,
    handler: ({ input, ctx, services }) => services.posts.publish(ctx.session?.user, input.post_id, toFields(input)),
  }),
  'post.schedule': endpoint({
    method: 'POST',
    path: '/core/post/schedule/',
    auth: 'user',
    /** scheduled_at: unix seconds, in the future and within a year. */
    input: fields.extend({ scheduled_at: z.coerce.number().int().positive().max(4_102_444_800) }),
    handler: ({ input, ctx, services }) => services.posts.schedule(ctx.session?.user, input.post_id, toFields(input), input.scheduled_at),
  }),
  'post.delete': endpoint({
    method: 'POST',
    path: '/core/post/delete/',
    auth: 'user',
    input: postId,
    handler: ({ input, ctx, services }) => services.posts.delete(ctx.session?.user, input.post_id),
  }),
  'post.drafts': endpoint({
    method: 'GET',
    path: '/core/post/drafts/',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => services.posts.drafts(ctx.session?.user),
  }),
  'post.scheduled': endpoint({
    method: 'GET',
    path: '/core/post/scheduled/',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => services.posts.scheduled(ctx.session?.user),
  }),
};
