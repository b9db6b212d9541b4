/**
 * The calls' visitor-facing operations (domain/use-case.ts): a creator's call offer and ringing
 * them are refused to a visitor from the creator's blocked locations (30023, ADR 093), as for chat;
 * once an invite's hold has committed, the callee hears the ring (socket and web push).
 */
import type { EmitToUser } from '../../../common/realtime';
import { actorId, useCase, type Operations } from '../use-case';
import type { CallOptions } from './deps';
import { ringCallee } from './invite';
import type { CallService } from './types';

export interface CallUseCaseDeps {
  calls: CallService;
  emit: EmitToUser;
  push?: CallOptions['push'];
}

export const callUseCases = {
  offer: useCase({
    fence: (input: { creatorId: number }) => ({ creator: input.creatorId }),
    run: (deps: CallUseCaseDeps, actor, input) => deps.calls.offer(actorId(actor), input.creatorId),
  }),
  invite: useCase({
    fence: (input: { user_id: number; idem_key: string }) => ({ creator: input.user_id }),
    run: (deps: CallUseCaseDeps, actor, input) => deps.calls.invite(actorId(actor), input),
    after: (deps, { rang }, actor) => (rang ? ringCallee(deps, actorId(actor), rang) : undefined),
  }),
};

export type CallOperations = Omit<CallService, keyof typeof callUseCases> & Operations<typeof callUseCases>;
