/**
 * A profile's cover image (issue 20, ADR 097): `PUT /api/core/user/cover/upload/?ts=&sign=` with
 * the picture's bytes (up to 10 MB, one request, signed over its query, like the portrait), or
 * `POST /api/core/user/cover/` {media_id} with an image already uploaded; `POST
 * /api/core/user/cover/remove/` takes it away. Each answers {user_id, cover, media_id}. Anyone
 * signed up may have one.
 */
import { z } from 'zod';
import { recordId } from '../../common/numbers';
import { COVER_MAX_BYTES, COVER_TEXTS } from '../../common/media';
import { AppError } from '../domain/errors';
import { endpoint } from './endpoint';

export const coverEndpoints = {
  'user.cover': endpoint({
    method: 'POST',
    path: '/core/user/cover/',
    access: 'signedUp',
    input: z.object({ media_id: recordId }),
    handler: ({ input, user, services }) => services.covers.set(user.user_id, input.media_id),
  }),
  'user.cover.upload': endpoint({
    method: 'PUT',
    path: '/core/user/cover/upload/',
    access: 'signedUp',
    body: { kind: 'raw', limit: COVER_MAX_BYTES, tooLarge: () => new AppError('MEDIA_TOO_LARGE', COVER_TEXTS.tooLarge) },
    input: z.object({}),
    handler: ({ user, body, services }) => {
      if (body.length === 0) throw new AppError('BAD_REQUEST', 'The request has no picture: send the image bytes as the body.');
      return services.covers.upload(user.user_id, body);
    },
  }),
  'user.cover.remove': endpoint({
    method: 'POST',
    path: '/core/user/cover/remove/',
    access: 'signedUp',
    input: z.object({}),
    handler: ({ user, services }) => services.covers.remove(user.user_id),
  }),
};
