/** Toys (issue 22 point 5, ADR 103): the creator's tip levels for /setting/toy_setting; the rules are in domain/toys. */
import { z } from 'zod';
import { LIVE_API, toySetting } from '../../common/live';
import { endpoint } from './endpoint';

export const toyEndpoints = {
  'toy.setting': endpoint({
    method: 'GET',
    path: LIVE_API.toySetting,
    access: 'creator',
    input: z.object({}),
    handler: ({ user, services }) => services.toys.setting(user.user_id),
  }),
  'toy.setting.save': endpoint({
    method: 'POST',
    path: LIVE_API.toySettingSave,
    access: 'creator',
    input: toySetting,
    handler: ({ input, user, services }) => services.toys.saveSetting(user.user_id, input),
  }),
};
