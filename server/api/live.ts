/** Live streaming (issue 22): thin routes over domain/live (ADR 102); the rooms and the media are realtime/live's. */
import { z } from 'zod';
import { LIVE_API, liveChatText, liveScheduleInput, liveStartInput, ticketPrice } from '../../common/live';
import { coinsAmount, idempotencyKey } from '../../common/money';
import { recordId, recordIdParam } from '../../common/numbers';
import { endpoint } from './endpoint';

const liveId = z.object({ live_id: recordId });
const liveIdParam = z.object({ live_id: recordIdParam });
const ok = { result: 'ok' as const };

export const liveEndpoints = {
  'live.start': endpoint({
    method: 'POST',
    path: LIVE_API.start,
    access: 'creator',
    input: liveStartInput.extend({ live_id: recordId.optional() }),
    handler: ({ input, actor, services }) => services.lives.start(actor, input),
  }),
  'live.schedule': endpoint({
    method: 'POST',
    path: LIVE_API.schedule,
    access: 'creator',
    input: liveScheduleInput,
    handler: ({ input, user, services }) => services.lives.schedule(user.user_id, input),
  }),
  'live.cancel': endpoint({
    method: 'POST',
    path: LIVE_API.cancel,
    access: 'creator',
    input: liveId,
    handler: async ({ input, user, services }) => {
      await services.lives.cancel(user.user_id, input.live_id);
      return ok;
    },
  }),
  'live.mine': endpoint({
    method: 'GET',
    path: LIVE_API.mine,
    access: 'creator',
    input: z.object({}),
    handler: ({ user, services }) => services.lives.mine(user.user_id),
  }),
  'live.detail': endpoint({
    method: 'GET',
    path: LIVE_API.detail,
    access: 'signedUp',
    input: liveIdParam,
    handler: ({ input, actor, services }) => services.lives.detail(actor, input.live_id),
  }),
  /** A profile's live badge: visitors see profiles too. */
  'live.of_user': endpoint({
    method: 'GET',
    path: LIVE_API.ofUser,
    access: 'public',
    input: z.object({ user_id: recordIdParam }),
    handler: async ({ input, actor, services }) => ({ live: await services.lives.ofUser(actor, input.user_id) }),
  }),
  'live.list': endpoint({
    method: 'GET',
    path: LIVE_API.list,
    access: 'signedUp',
    input: z.object({}),
    handler: async ({ actor, services }) => ({ list: await services.lives.list(actor) }),
  }),
  'live.ticket': endpoint({
    method: 'POST',
    path: LIVE_API.ticket,
    access: 'signedUp',
    input: z.object({ live_id: recordId, idem_key: idempotencyKey }),
    handler: ({ input, actor, services }) => services.lives.buyTicket(actor, input),
  }),
  'live.price': endpoint({
    method: 'POST',
    path: LIVE_API.price,
    access: 'creator',
    input: z.object({ live_id: recordId, ticket_price: ticketPrice }),
    handler: ({ input, user, services }) => services.lives.changePrice(user.user_id, input.live_id, input.ticket_price),
  }),
  'live.kick': endpoint({
    method: 'POST',
    path: LIVE_API.kick,
    access: 'creator',
    input: z.object({ live_id: recordId, user_id: recordId }),
    handler: async ({ input, user, services }) => {
      await services.lives.kick(user.user_id, input.live_id, input.user_id);
      return ok;
    },
  }),
  'live.grant': endpoint({
    method: 'POST',
    path: LIVE_API.grant,
    access: 'creator',
    input: z.object({ live_id: recordId, user_id: recordId }),
    handler: async ({ input, user, services }) => {
      await services.lives.grant(user.user_id, input.live_id, input.user_id);
      return ok;
    },
  }),
  'live.mute_chat': endpoint({
    method: 'POST',
    path: LIVE_API.muteChat,
    access: 'creator',
    input: z.object({ live_id: recordId, muted: z.boolean() }),
    handler: ({ input, user, services }) => services.lives.muteChat(user.user_id, input.live_id, input.muted),
  }),
  'live.end': endpoint({
    method: 'POST',
    path: LIVE_API.end,
    access: 'creator',
    input: liveId,
    handler: ({ input, user, services }) => services.lives.end(user.user_id, input.live_id),
  }),
  'live.summary': endpoint({
    method: 'GET',
    path: LIVE_API.summary,
    access: 'creator',
    input: liveIdParam,
    handler: ({ input, user, services }) => services.lives.summary(user.user_id, input.live_id),
  }),
  'live.viewers': endpoint({
    method: 'GET',
    path: LIVE_API.viewers,
    access: 'creator',
    input: liveIdParam,
    handler: async ({ input, user, services }) => ({ list: await services.lives.viewers(user.user_id, input.live_id) }),
  }),
  'live.gifters': endpoint({
    method: 'GET',
    path: LIVE_API.gifters,
    access: 'signedUp',
    input: liveIdParam,
    handler: async ({ input, actor, services }) => ({ list: await services.lives.gifters(actor, input.live_id) }),
  }),
  'live.chat': endpoint({
    method: 'GET',
    path: LIVE_API.chat,
    access: 'signedUp',
    input: liveIdParam,
    handler: async ({ input, actor, services }) => ({ list: await services.lives.chatBacklog(actor, input.live_id) }),
  }),
  'live.chat.post': endpoint({
    method: 'POST',
    path: LIVE_API.chat,
    access: 'signedUp',
    input: z.object({ live_id: recordId, text: liveChatText }),
    handler: ({ input, actor, services }) => services.lives.chat(actor, input.live_id, input.text),
  }),
  'live.gift': endpoint({
    method: 'POST',
    path: LIVE_API.gift,
    access: 'signedUp',
    input: z.object({ live_id: recordId, gift_id: recordId, idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => {
      await services.lives.gift(actor, input);
      return ok;
    },
  }),
  'live.tip': endpoint({
    method: 'POST',
    path: LIVE_API.tip,
    access: 'signedUp',
    input: z.object({ live_id: recordId, coins: coinsAmount, idem_key: idempotencyKey }),
    handler: async ({ input, actor, services }) => {
      await services.lives.tip(actor, input);
      return ok;
    },
  }),
  'share.do_live_share': endpoint({
    method: 'POST',
    path: LIVE_API.share,
    access: 'signedUp',
    input: liveId,
    handler: async ({ input, user, services }) => {
      await services.lives.share(user.user_id, input.live_id);
      return ok;
    },
  }),
};
