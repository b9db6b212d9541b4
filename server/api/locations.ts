/**
 * A creator's blocked locations (issue 19 point 5) and the viewer's adult content setting
 * (point 6); the rules: domain/locations (ADR 093) and domain/adult-settings.ts.
 */
import { z } from 'zod';
import { recordId } from '../../common/numbers';
import { placeInput } from '../../common/locations';
import { endpoint, noInput } from './endpoint';

export const locationEndpoints = {
  'user.blocked_location.list': endpoint({
    method: 'GET',
    path: '/core/user/blocked_location/list/',
    access: 'creator',
    refusal: 'LOCATIONS_CREATOR_ONLY',
    input: noInput,
    handler: async ({ user, services }) => ({ list: await services.locations.list(user.user_id) }),
  }),
  /** A country, or a US state / Canadian province; a duplicate is "Location already exists.". */
  'user.blocked_location.add': endpoint({
    method: 'POST',
    path: '/core/user/blocked_location/add/',
    access: 'creator',
    refusal: 'LOCATIONS_CREATOR_ONLY',
    input: placeInput,
    handler: async ({ input, user, services }) => ({ location: await services.locations.add(user.user_id, input) }),
  }),
  'user.blocked_location.remove': endpoint({
    method: 'POST',
    path: '/core/user/blocked_location/remove/',
    access: 'creator',
    refusal: 'LOCATIONS_CREATOR_ONLY',
    input: z.object({ id: recordId }),
    handler: async ({ input, user, services }) => {
      await services.locations.remove(user.user_id, input.id);
      return {};
    },
  }),
  /** /setting/adult_setting: the adult popup and blurring explicit media. */
  'user.adult_setting': endpoint({
    method: 'GET',
    path: '/core/user/adult_setting/',
    access: 'signedUp',
    input: noInput,
    handler: ({ user, services }) => services.adult.get(user.user_id),
  }),
  'user.adult_setting.save': endpoint({
    method: 'POST',
    path: '/core/user/adult_setting/save/',
    access: 'signedUp',
    input: z.object({ show_popup: z.boolean().optional(), blur_media: z.boolean().optional() }),
    handler: ({ input, user, services }) => services.adult.save(user.user_id, input),
  }),
};
