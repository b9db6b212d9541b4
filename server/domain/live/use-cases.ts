/**
 * The lives' visitor-facing operations (domain/use-case.ts): a creator's live, entering its room,
 * its chat backlog and gifters, its ticket, gifts and tips are refused to a visitor from the
 * creator's blocked locations (30023, ADR 093), and so is writing in its chat; the lists leave such creators' lives out.
 */
import type { LiveListItem } from '../../../common/live';
import { actorId, useCase, type Hiding } from '../use-case';
import type { LiveDeps } from './deps';
import { buyTicket, gift, tip } from './money';
import { chat, chatBacklog, detail, enter, list, ofUser } from './room';
import { gifters } from './summary';

const ofLive = (input: { live_id: number }) => ({ live: input.live_id });
const hidingLives = (items: LiveListItem[]): Hiding<LiveListItem[]> => ({
  creators: items.map((l) => l.creator.id),
  without: (hidden) => items.filter((l) => !hidden.has(l.creator.id)),
});

export const liveUseCases = {
  detail: useCase({ fence: ofLive, run: (deps: LiveDeps, actor, input: { live_id: number }) => detail(deps, actor, input.live_id) }),
  /** A socket joins the room (realtime/live.ts). */
  enter: useCase({
    fence: ofLive,
    run: (deps: LiveDeps, actor, input: { live_id: number; sessionId: number | null }) => enter(deps, actor, input.live_id, input.sessionId),
  }),
  ofUser: useCase({
    fence: (input: { creatorId: number }) => ({ creator: input.creatorId }),
    run: (deps: LiveDeps, actor, input) => ofUser(deps, actor, input.creatorId),
  }),
  list: useCase({ hides: hidingLives, run: (deps: LiveDeps, actor, _input: Record<string, never>) => list(deps, actor) }),
  buyTicket: useCase({ fence: ofLive, run: (deps: LiveDeps, actor, input: { live_id: number; idem_key: string }) => buyTicket(deps, actor, input) }),
  gifters: useCase({ fence: ofLive, run: (deps: LiveDeps, actor, input: { live_id: number }) => gifters(deps, actor, input.live_id) }),
  chat: useCase({
    fence: ofLive,
    run: (deps: LiveDeps, actor, input: { live_id: number; text: string }) => chat(deps, actorId(actor), input.live_id, input.text),
  }),
  chatBacklog: useCase({ fence: ofLive, run: (deps: LiveDeps, actor, input: { live_id: number }) => chatBacklog(deps, actor, input.live_id) }),
  gift: useCase({ fence: ofLive, run: (deps: LiveDeps, actor, input: { live_id: number; gift_id: number; idem_key: string }) => gift(deps, actor, input) }),
  tip: useCase({ fence: ofLive, run: (deps: LiveDeps, actor, input: { live_id: number; coins: number; idem_key: string }) => tip(deps, actor, input) }),
};
