/** Chat endpoints (issue 7); the rules are in domain/chat. */
import { z } from 'zod';
import { CHAT_FREE_MESSAGES_MAX, CHAT_MEDIA_MAX, CHAT_PRICE_MAX, SENDABLE_MSG_TYPES } from '../../common/chat';
import { idempotencyKey } from '../../common/money';
import { endpoint } from './endpoint';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const timetoken = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const limit = z.coerce.number().int().min(1).max(100).optional();

export const chatEndpoints = {
  'chat.send': endpoint({
    method: 'POST',
    path: '/core/chat/send/',
    auth: 'user',
    checksSession: true,
    input: z.object({
      to_user_id: id,
      /** Made by the page for each message; a resend from the offline outbox reuses it. */
      client_id: z.string().regex(/^[\w-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
      msg_type: z.coerce
        .number()
        .int()
        .refine((t) => (SENDABLE_MSG_TYPES as readonly number[]).includes(t), `must be one of ${SENDABLE_MSG_TYPES.join(', ')}`)
        .default(SENDABLE_MSG_TYPES[0]),
      body: z.string().max(10_000).default(''),
      /** A creator's price on this message, in coins (0 free). */
      price: z.coerce.number().int().min(0).max(CHAT_PRICE_MAX, `must be at most ${CHAT_PRICE_MAX} coins`).optional(),
      /** The sender's own media (vault ids). */
      media_ids: z.array(id).max(CHAT_MEDIA_MAX, `at most ${CHAT_MEDIA_MAX} items`).optional(),
    }),
    handler: async ({ input, ctx, services }) => {
      const { message, created } = await services.chat.send(ctx.uncheckedToken ? { token: ctx.uncheckedToken } : ctx.session?.user, input);
      return { message, created };
    },
  }),
  /** The conversation with a user, made on first use (/chatRoom by activeContactId, or u1 and u2). */
  'chat.open': endpoint({
    method: 'POST',
    path: '/core/chat/open/',
    auth: 'user',
    input: z.object({ user_id: id }),
    handler: ({ input, ctx, services }) => services.chat.open(ctx.session?.user, input.user_id),
  }),
  'chat.conversations': endpoint({
    method: 'GET',
    path: '/core/chat/conversations/',
    auth: 'user',
    input: z.object({ before_timetoken: timetoken.optional(), before_id: id.optional(), limit }),
    handler: async ({ input, ctx, services }) => {
      const before = input.before_timetoken !== undefined ? { timetoken: input.before_timetoken, id: input.before_id ?? Number.MAX_SAFE_INTEGER } : undefined;
      const list = await services.chat.list(ctx.session?.user, { before, limit: input.limit });
      return { list, has_more: list.length === (input.limit ?? 30) };
    },
  }),
  'chat.history': endpoint({
    method: 'GET',
    path: '/core/chat/history/',
    auth: 'user',
    input: z.object({ conversation_id: id, before: timetoken.optional(), after: timetoken.optional(), limit }),
    handler: ({ input, ctx, services }) => services.chat.history(ctx.session?.user, input),
  }),
  'chat.read': endpoint({
    method: 'POST',
    path: '/core/chat/read/',
    auth: 'user',
    input: z.object({ conversation_id: id }),
    handler: ({ input, ctx, services }) => services.chat.read(ctx.session?.user, input.conversation_id),
  }),
  'chat.mute': endpoint({
    method: 'POST',
    path: '/core/chat/mute/',
    auth: 'user',
    input: z.object({ conversation_id: id, mute: z.boolean() }),
    handler: ({ input, ctx, services }) => services.chat.mute(ctx.session?.user, input.conversation_id, input.mute),
  }),
  /** Pays for a priced message (once; `idem_key` makes a retry charge once). */
  'chat.unlock': endpoint({
    method: 'POST',
    path: '/core/chat/unlock/',
    auth: 'user',
    input: z.object({ message_id: id, idem_key: idempotencyKey }),
    handler: ({ input, ctx, services }) => services.chat.unlock(ctx.session?.user, input),
  }),
  /** The creator's chat price per message and free allowance for non-members (/setting/paid_message). */
  'chat.settings': endpoint({
    method: 'GET',
    path: '/core/chat/settings/',
    auth: 'user',
    input: z.object({}),
    handler: ({ ctx, services }) => services.chat.settings(ctx.session?.user),
  }),
  'chat.settings.save': endpoint({
    method: 'POST',
    path: '/core/chat/settings/save/',
    auth: 'user',
    input: z.object({
      price: z.coerce.number().int('must be a whole number of coins').min(0, 'must be 0 or more').max(CHAT_PRICE_MAX, `must be at most ${CHAT_PRICE_MAX} coins`),
      free_messages: z.coerce
        .number()
        .int('must be a whole number')
        .min(0, 'must be 0 or more')
        .max(CHAT_FREE_MESSAGES_MAX, `must be at most ${CHAT_FREE_MESSAGES_MAX}`),
    }),
    handler: ({ input, ctx, services }) => services.chat.saveSettings(ctx.session?.user, input),
  }),
  /** Blocking (/user/blocked): blocked users cannot message each other. */
  'user.blocked': endpoint({
    method: 'GET',
    path: '/core/user/blocked/',
    auth: 'user',
    input: z.object({}),
    handler: async ({ ctx, services }) => ({ list: await services.chat.blocked(ctx.session?.user) }),
  }),
  'user.block': endpoint({
    method: 'POST',
    path: '/core/user/block/',
    auth: 'user',
    input: z.object({ user_id: id }),
    handler: ({ input, ctx, services }) => services.chat.block(ctx.session?.user, input.user_id),
  }),
  'user.unblock': endpoint({
    method: 'POST',
    path: '/core/user/unblock/',
    auth: 'user',
    input: z.object({ user_id: id }),
    handler: ({ input, ctx, services }) => services.chat.unblock(ctx.session?.user, input.user_id),
  }),
};
