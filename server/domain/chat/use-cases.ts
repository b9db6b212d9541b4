/**
 * Chat's visitor-facing operations (domain/use-case.ts): opening a conversation with a creator,
 * writing to them, reading its history and unlocking their paid message are refused to a visitor
 * from the creator's blocked locations (30023, ADR 093); a paid send and an unlock tell the creator
 * once the charge has committed (notices.ts).
 */
import type { UncheckedSession } from '../sessions';
import { actorId, actorUser, useCase, type Operations } from '../use-case';
import type { ChatService, ChatUser } from './index';
import type { ChatNotices } from './notices';
import type { SendInput } from './send';

export interface ChatUseCaseDeps {
  chat: ChatService;
  notices: Pick<ChatNotices, 'paidSend' | 'unlocked'>;
}

export const chatUseCases = {
  /** `sender`: the session token the send checks in its own first statement (ADR 076), or the signed-in user. */
  send: useCase({
    fence: (input: SendInput & { sender: ChatUser | UncheckedSession }) => ({ creator: input.to_user_id }),
    run: (deps: ChatUseCaseDeps, _actor, { sender, ...input }) => deps.chat.send(sender, input),
    after: (deps, result, _actor, input) => deps.notices.paidSend(input.to_user_id, result),
  }),
  open: useCase({
    fence: (input: { userId: number }) => ({ creator: input.userId }),
    run: (deps: ChatUseCaseDeps, actor, input) => deps.chat.open(actorUser(actor), input.userId),
  }),
  history: useCase({
    fence: (input: Parameters<ChatService['history']>[1]) => ({ conversation: input.conversation_id }),
    run: (deps: ChatUseCaseDeps, actor, input) => deps.chat.history(actorId(actor), input),
  }),
  unlock: useCase({
    fence: (input: { message_id: number; idem_key: string }) => ({ message: input.message_id }),
    run: (deps: ChatUseCaseDeps, actor, input) => deps.chat.unlock(actorUser(actor), input),
    after: (deps, result, actor) => deps.notices.unlocked(actorUser(actor), result),
  }),
};

export type ChatOperations = Omit<ChatService, keyof typeof chatUseCases> & Operations<typeof chatUseCases>;
