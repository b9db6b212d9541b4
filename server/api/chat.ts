/** Chat endpoints (issue 7); the rules are in domain/chat. */
import { z } from 'zod';
import { fromDigits, limitParam, recordId, recordIdParam } from '../../common/numbers';
import { multiLine } from '../../common/text';
import { CHAT_FREE_MESSAGES_MAX, CHAT_MEDIA_MAX, CHAT_PRICE_MAX, SENDABLE_MSG_TYPES } from '../../common/chat';
import { idempotencyKey } from '../../common/money';
import { endpoint } from './endpoint';

// JSON bodies carry JSON integers; the GET calls' query strings digits (common/numbers.ts).
const id = recordId;
const idParam = recordIdParam;
const timetoken = fromDigits(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));
const limit = limitParam(100).optional();

export const chatEndpoints = {
  'chat.send': endpoint({
    method: 'POST',
    path: '/core/chat/send/',
    access: 'signedUp',
    checksSession: true,
    input: z.object({
      to_user_id: id,
      /** Made by the page for each message; a resend from the offline outbox reuses it. */
      client_id: z.string().regex(/^[\w-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
      msg_type: z
        .number()
        .int()
        .refine((t) => (SENDABLE_MSG_TYPES as readonly number[]).includes(t), `must be one of ${SENDABLE_MSG_TYPES.join(', ')}`)
        .default(SENDABLE_MSG_TYPES[0]),
      body: multiLine().max(10_000).default(''),
      /** A creator's price on this message, in coins (0 free). */
      price: z.number().int().min(0).max(CHAT_PRICE_MAX, `must be at most ${CHAT_PRICE_MAX} coins`).optional(),
      /** The sender's own media (vault ids). */
      media_ids: z.array(id).max(CHAT_MEDIA_MAX, `at most ${CHAT_MEDIA_MAX} items`).optional(),
    }),
    handler: async ({ input, user, actor, services }) => {
      // The sender's own session is checked by send itself (ADR 076).
      const { message, created } = await services.chat.send(actor, { ...input, sender: user });
      return { message, created };
    },
  }),
  /** The conversation with a user, made on first use (/chatRoom by activeContactId, or u1 and u2). */
  'chat.open': endpoint({
    method: 'POST',
    path: '/core/chat/open/',
    access: 'signedUp',
    input: z.object({ user_id: id }),
    handler: ({ input, actor, services }) => services.chat.open(actor, { userId: input.user_id }),
  }),
  'chat.conversations': endpoint({
    method: 'GET',
    path: '/core/chat/conversations/',
    access: 'signedUp',
    input: z.object({ before_timetoken: timetoken.optional(), before_id: idParam.optional(), limit }),
    handler: async ({ input, user, services }) => {
      const before = input.before_timetoken !== undefined ? { timetoken: input.before_timetoken, id: input.before_id ?? Number.MAX_SAFE_INTEGER } : undefined;
      const list = await services.chat.list(user.user_id, { before, limit: input.limit });
      return { list, has_more: list.length === (input.limit ?? 30) };
    },
  }),
  'chat.history': endpoint({
    method: 'GET',
    path: '/core/chat/history/',
    access: 'signedUp',
    input: z.object({ conversation_id: idParam, before: timetoken.optional(), after: timetoken.optional(), limit }),
    handler: ({ input, actor, services }) => services.chat.history(actor, input),
  }),
  'chat.read': endpoint({
    method: 'POST',
    path: '/core/chat/read/',
    access: 'signedUp',
    input: z.object({ conversation_id: id }),
    handler: ({ input, user, services }) => services.chat.read(user.user_id, input.conversation_id),
  }),
  'chat.mute': endpoint({
    method: 'POST',
    path: '/core/chat/mute/',
    access: 'signedUp',
    input: z.object({ conversation_id: id, mute: z.boolean() }),
    handler: ({ input, user, services }) => services.chat.mute(user.user_id, input.conversation_id, input.mute),
  }),
  /** Pays for a priced message (once; `idem_key` makes a retry charge once). */
  'chat.unlock': endpoint({
    method: 'POST',
    path: '/core/chat/unlock/',
    access: 'signedUp',
    input: z.object({ message_id: id, idem_key: idempotencyKey }),
    handler: ({ input, actor, services }) => services.chat.unlock(actor, input),
  }),
  /** The creator's chat price per message and free allowance for non-members (/setting/paid_message). */
  'chat.settings': endpoint({
    method: 'GET',
    path: '/core/chat/settings/',
    access: 'signedUp',
    input: z.object({}),
    handler: ({ user, services }) => services.chat.settings(user.user_id),
  }),
  'chat.settings.save': endpoint({
    method: 'POST',
    path: '/core/chat/settings/save/',
    access: 'creator',
    refusal: 'CHAT_PRICE_CREATOR_ONLY',
    input: z.object({
      price: z.number().int('must be a whole number of coins').min(0, 'must be 0 or more').max(CHAT_PRICE_MAX, `must be at most ${CHAT_PRICE_MAX} coins`),
      free_messages: z
        .number()
        .int('must be a whole number')
        .min(0, 'must be 0 or more')
        .max(CHAT_FREE_MESSAGES_MAX, `must be at most ${CHAT_FREE_MESSAGES_MAX}`),
    }),
    handler: ({ input, user, services }) => services.chat.saveSettings(user, input),
  }),
  /** Blocking (/user/blocked): blocked users cannot message each other. */
  'user.blocked': endpoint({
    method: 'GET',
    path: '/core/user/blocked/',
    access: 'signedUp',
    input: z.object({}),
    handler: async ({ user, services }) => ({ list: await services.chat.blocked(user.user_id) }),
  }),
  'user.block': endpoint({
    method: 'POST',
    path: '/core/user/block/',
    access: 'signedUp',
    input: z.object({ user_id: id }),
    handler: ({ input, user, services }) => services.chat.block(user.user_id, input.user_id),
  }),
  'user.unblock': endpoint({
    method: 'POST',
    path: '/core/user/unblock/',
    access: 'signedUp',
    input: z.object({ user_id: id }),
    handler: ({ input, user, services }) => services.chat.unblock(user.user_id, input.user_id),
  }),
};
