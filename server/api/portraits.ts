/**
 * The user's portrait (issue 5, ADR 043): `PUT /api/core/user/portrait/upload/?ts=&sign=` with
 * the picture's bytes (up to 10 MB, one request, signed over its query; the picture is checked
 * by its decoder), or `POST /api/core/user/portrait/` {media_id} with an image already uploaded.
 * Both answer the user's public info, also sent on the socket as user_info_change. Portraits
 * belong to signed-up accounts.
 */
import { z } from 'zod';
import { recordId } from '../../common/numbers';
import { PORTRAIT_MAX_BYTES, PORTRAIT_TEXTS } from '../../common/media';
import { AppError } from '../domain/errors';
import { endpoint } from './endpoint';

export const portraitEndpoints = {
  'user.portrait': endpoint({
    method: 'POST',
    path: '/core/user/portrait/',
    access: 'signedUp',
    input: z.object({ media_id: recordId }),
    handler: ({ input, user, services }) => services.portraits.set(user.user_id, input.media_id),
  }),
  'user.portrait.upload': endpoint({
    method: 'PUT',
    path: '/core/user/portrait/upload/',
    access: 'signedUp',
    body: { kind: 'raw', limit: PORTRAIT_MAX_BYTES, tooLarge: () => new AppError('MEDIA_TOO_LARGE', PORTRAIT_TEXTS.tooLarge) },
    input: z.object({}),
    handler: ({ user, body, services }) => {
      if (body.length === 0) throw new AppError('BAD_REQUEST', 'The request has no picture: send the image bytes as the body.');
      return services.portraits.upload(user.user_id, body);
    },
  }),
};
