/** A creator's posts (issue 5): init, create, get, save as draft, publish, schedule, delete, drafts and scheduled lists. Rules: domain/content/posts. */
import { z } from 'zod';
import { recordId, recordIdParam } from '../../common/numbers';
import { multiLine } from '../../common/text';
import { CAPTION_MAX_LENGTH, POST_MEDIA_MAX } from '../../common/content';
import { endpoint } from './endpoint';

const id = recordId;
const postId = z.object({ post_id: id });
/** What the composer sends; the domain checks the rules (price for PPV kinds, own media, at least one to publish). */
const fields = z.object({
  post_id: id,
  caption: multiLine().max(CAPTION_MAX_LENGTH, `must be ${CAPTION_MAX_LENGTH} characters at most`).default(''),
  visibility: z.number().int(),
  price: z.number().int('must be a whole number of coins').nullable().default(null),
  media_ids: z.array(id).max(POST_MEDIA_MAX, `can hold ${POST_MEDIA_MAX} items at most`).default([]),
});
const toFields = (input: z.infer<typeof fields>) => ({ caption: input.caption, visibility: input.visibility, price: input.price, media_ids: input.media_ids });

export const postEndpoints = {
  'post.init': endpoint({
    method: 'POST',
    path: '/core/post/init/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: z.object({}),
    handler: ({ user, services }) => services.posts.init(user.user_id),
  }),
  'post.create': endpoint({
    method: 'POST',
    path: '/core/post/create/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: z.object({ from: z.number().int().min(1).max(1).default(1) }),
    handler: ({ user, services }) => services.posts.create(user.user_id),
  }),
  'post.get': endpoint({
    method: 'GET',
    path: '/core/post/get/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: z.object({ post_id: recordIdParam }),
    handler: ({ input, user, services }) => services.posts.get(user.user_id, input.post_id),
  }),
  'post.save': endpoint({
    method: 'POST',
    path: '/core/post/save/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: fields,
    handler: ({ input, user, services }) => services.posts.save(user.user_id, input.post_id, toFields(input)),
  }),
  'post.publish': endpoint({
    method: 'POST',
    path: '/core/post/publish/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: fields,
    handler: ({ input, user, services }) => services.posts.publish(user.user_id, input.post_id, toFields(input)),
  }),
  'post.schedule': endpoint({
    method: 'POST',
    path: '/core/post/schedule/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    /** scheduled_at: unix seconds, in the future and within a year. */
    input: fields.extend({ scheduled_at: z.number().int().positive().max(4_102_444_800) }),
    handler: ({ input, user, services }) => services.posts.schedule(user.user_id, input.post_id, toFields(input), input.scheduled_at),
  }),
  'post.delete': endpoint({
    method: 'POST',
    path: '/core/post/delete/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: postId,
    handler: ({ input, user, services }) => services.posts.delete(user.user_id, input.post_id),
  }),
  'post.drafts': endpoint({
    method: 'GET',
    path: '/core/post/drafts/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: z.object({}),
    handler: ({ user, services }) => services.posts.drafts(user.user_id),
  }),
  'post.scheduled': endpoint({
    method: 'GET',
    path: '/core/post/scheduled/',
    access: 'creator',
    refusal: 'POST_CREATORS_ONLY',
    input: z.object({}),
    handler: ({ user, services }) => services.posts.scheduled(user.user_id),
  }),
};
