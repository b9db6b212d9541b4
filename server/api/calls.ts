/** Paid video calls (issue 21); the rules are in domain/calls (ADR 099), signalling in realtime/calls.ts. */
import { z } from 'zod';
import { callSetting } from '../../common/calls';
import { idempotencyKey } from '../../common/money';
import { recordId, recordIdParam } from '../../common/numbers';
import { endpoint } from './endpoint';

const callId = z.object({ call_id: recordId });

export const callEndpoints = {
  'call.setting': endpoint({
    method: 'GET',
    path: '/core/call/setting/',
    access: 'creator',
    input: z.object({}),
    handler: ({ user, services }) => services.calls.setting(user.user_id),
  }),
  'call.setting.save': endpoint({
    method: 'POST',
    path: '/core/call/setting/save/',
    access: 'creator',
    input: callSetting,
    handler: ({ input, user, services }) => services.calls.saveSetting(user.user_id, input),
  }),
  /** A creator's calls as the viewer sees them (profile and chat "Video call" action). */
  'call.offer': endpoint({
    method: 'GET',
    path: '/core/call/offer/',
    access: 'signedUp',
    input: z.object({ user_id: recordIdParam }),
    handler: async ({ input, actor, services }) => ({ offer: await services.calls.offer(actor, { creatorId: input.user_id }) }),
  }),
  'call.invite': endpoint({
    method: 'POST',
    path: '/core/call/invite/',
    access: 'signedUp',
    input: z.object({ user_id: recordId, idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => (await services.calls.invite(actor, input)).call,
  }),
  'call.accept': endpoint({
    method: 'POST',
    path: '/core/call/accept/',
    access: 'signedUp',
    input: callId,
    handler: async ({ input, user, session, services }) => ({
      result: 'ok' as const,
      call: await services.calls.accept(user.user_id, input.call_id, session.sessionId),
    }),
  }),
  'call.decline': endpoint({
    method: 'POST',
    path: '/core/call/decline/',
    access: 'signedUp',
    input: callId,
    handler: async ({ input, user, services }) => {
      await services.calls.decline(user.user_id, input.call_id);
      return { result: 'ok' as const };
    },
  }),
  'call.cancel': endpoint({
    method: 'POST',
    path: '/core/call/cancel/',
    access: 'signedUp',
    input: callId,
    handler: async ({ input, user, services }) => {
      await services.calls.cancel(user.user_id, input.call_id);
      return { result: 'ok' as const };
    },
  }),
  'call.connected': endpoint({
    method: 'POST',
    path: '/core/call/connected/',
    access: 'signedUp',
    input: callId,
    handler: ({ input, user, services }) => services.calls.connected(user.user_id, input.call_id),
  }),
  'call.hangup': endpoint({
    method: 'POST',
    path: '/core/call/hangup/',
    access: 'signedUp',
    input: callId,
    handler: ({ input, user, services }) => services.calls.hangup(user.user_id, input.call_id),
  }),
  'call.detail': endpoint({
    method: 'GET',
    path: '/core/call/detail/',
    access: 'signedUp',
    input: z.object({ call_id: recordIdParam }),
    handler: ({ input, user, services }) => services.calls.detail(user.user_id, input.call_id),
  }),
  'call.incoming': endpoint({
    method: 'GET',
    path: '/core/call/incoming/',
    access: 'signedUp',
    input: z.object({}),
    handler: async ({ user, services }) => ({ list: await services.calls.incoming(user.user_id) }),
  }),
  'call.ice_servers': endpoint({
    method: 'GET',
    path: '/core/call/ice_servers/',
    access: 'signedUp',
    input: z.object({}),
    handler: async ({ user, services }) => services.ice.config(user.user_id),
  }),
};
