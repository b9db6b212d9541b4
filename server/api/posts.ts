/** A creator's posts (issue 5): init, create, get, save as draft, publish, schedule, delete, drafts and scheduled lists. Rules: domain/content/posts. */
import { z } from 'zod';
import { CAPTION_MAX_LENGTH, POST_MEDIA_MAX } from '../../common/content';
import { endpoint } from './endpoint';
import { creatorUser } from './require-user';

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

export const postEndpoints = [
  endpoint({
    method: 'POST',
    path: '/core/post/init/',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => services.posts.init(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id),
  }),
  endpoint({
    method: 'POST',
    path: '/core/post/create/',
    auth: 'user',
    input: z.object({ from: z.coerce.number().int().min(1).max(1).default(1) }),
    handler: ({ ctx, services }) => services.posts.create(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id),
  }),
  endpoint({
    method: 'GET',
    path: '/core/post/get/',
    auth: 'user',
    input: postId,
    handler: ({ input, ctx, services }) => services.posts.get(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id, input.post_id),
  }),
  endpoint({
    method: 'POST',
    path: '/core/post/save/',
    auth: 'user',
    input: fields,
    handler: ({ input, ctx, services }) => services.posts.save(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id, input.post_id, toFields(input)),
  }),
  endpoint({
    method: 'POST',
    path: '/core/post/publish/',
    auth: 'user',
    input: fields,
    handler: ({ input, ctx, services }) => services.posts.publish(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id, input.post_id, toFields(input)),
  }),
  endpoint({
    method: 'POST',
    path: '/core/post/schedule/',
    auth: 'user',
    /** scheduled_at: unix seconds, in the future and within a year. */
    input: fields.extend({ scheduled_at: z.coerce.number().int().positive().max(4_102_444_800) }),
    handler: ({ input, ctx, services }) => services.posts.schedule(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id, input.post_id, toFields(input), input.scheduled_at),
  }),
  endpoint({
    method: 'POST',
    path: '/core/post/delete/',
    auth: 'user',
    input: postId,
    handler: ({ input, ctx, services }) => services.posts.delete(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id, input.post_id),
  }),
  endpoint({
    method: 'GET',
    path: '/core/post/drafts/',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => services.posts.drafts(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id),
  }),
  endpoint({
    method: 'GET',
    path: '/core/post/scheduled/',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => services.posts.scheduled(creatorUser(ctx, 'POST_CREATORS_ONLY').user_id),
  }),
];
