/** Mass messages (issue 7): create, list, audience sizes. The rules are in domain/mass. */
import { z } from 'zod';
import { limitParam, recordId, recordIdParam } from '../../common/numbers';
import { multiLine } from '../../common/text';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../common/chat';
import { MASS_AUDIENCES } from '../../common/mass';
import { coinsAmount } from '../../common/money';
import { endpoint } from './endpoint';

const id = recordId;

export const massEndpoints = {
  'mass.create': endpoint({
    method: 'POST',
    path: '/core/mass/create/',
    access: 'creator',
    refusal: 'MASS_CREATORS_ONLY',
    input: z.object({
      audience: z.enum(MASS_AUDIENCES),
      // Each copy is a chat message: chat's length limit.
      body: multiLine().max(CHAT_MESSAGE_MAX_LENGTH, `must be ${CHAT_MESSAGE_MAX_LENGTH} characters at most`).default(''),
      media_ids: z.array(id).max(20).default([]),
      /** Coins to unlock the message; absent or null: free. */
      price: coinsAmount.nullable().default(null),
      /** Unix seconds; absent: now. */
      send_at: z.number().int().positive().max(4_102_444_800).optional(),
    }),
    handler: ({ input, user, services }) => services.mass.create(user.user_id, input),
  }),
  'mass.list': endpoint({
    method: 'GET',
    path: '/core/mass/list/',
    access: 'creator',
    refusal: 'MASS_CREATORS_ONLY',
    input: z.object({ before: recordIdParam.optional(), limit: limitParam(50).default(20) }),
    handler: ({ input, user, services }) => services.mass.list(user.user_id, input),
  }),
  'mass.audience': endpoint({
    method: 'GET',
    path: '/core/mass/audience/',
    access: 'creator',
    refusal: 'MASS_CREATORS_ONLY',
    input: z.object({}),
    handler: async ({ user, services }) => ({ sizes: await services.mass.audienceSizes(user.user_id) }),
  }),
};
