/**
 * The calls' visitor-facing operations (domain/use-case.ts): a creator's call offer and ringing
 * them are refused to a visitor from the creator's blocked locations (30023, ADR 093), as for chat.
 */
import { actorId, useCase, type Operations } from '../use-case';
import type { CallService } from './types';

export const callUseCases = {
  offer: useCase({
    fence: (input: { creatorId: number }) => ({ creator: input.creatorId }),
    run: (calls: CallService, actor, input) => calls.offer(actorId(actor), input.creatorId),
  }),
  invite: useCase({
    fence: (input: { user_id: number; idem_key: string }) => ({ creator: input.user_id }),
    run: (calls: CallService, actor, input) => calls.invite(actorId(actor), input),
  }),
};

export type CallOperations = Omit<CallService, keyof typeof callUseCases> & Operations<typeof callUseCases>;
