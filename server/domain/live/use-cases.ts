/**
 * The lives' visitor-facing operations (domain/use-case.ts): a creator's live, entering its room,
 * its chat backlog and gifters, its ticket, gifts and tips are refused to a visitor from the
 * creator's blocked locations (30023, ADR 093), and so is writing in its chat; the lists leave such creators' lives out.
 * Once a chat line, gift or tip has committed, everyone in the room sees it (and the toy level a tip set off).
 */
import type { LiveListItem, LiveStartInput } from '../../../common/live';
import { log } from '../../log';
import { actorId, useCase, type Hiding } from '../use-case';
import type { LiveDeps } from './deps';
import { buyTicket, gift, tip } from './money';
import { chat, chatBacklog, detail, enter, list, ofUser } from './room';
import { start, tellLive } from './lifecycle';
import { gifters } from './summary';
import type { Shown } from './types';

const ofLive = (input: { live_id: number }) => ({ live: input.live_id });
const toRoom = (deps: LiveDeps, shown: Shown) => {
  if (!shown) return;
  deps.control().broadcast(shown.gift.live_id, 'live_gift', shown.gift);
  if (shown.toy) deps.control().broadcast(shown.toy.live_id, 'live_toy', shown.toy);
};
const hidingLives = (items: LiveListItem[]): Hiding<LiveListItem[]> => ({
  creators: items.map((l) => l.creator.id),
  without: (hidden) => items.filter((l) => !hidden.has(l.creator.id)),
});

export const liveUseCases = {
  /** The creator goes live; followers and members are told in the background (the creator's "Go live" does not wait for each). */
  start: useCase({
    run: (deps: LiveDeps, actor, input: LiveStartInput & { live_id?: number }) => start(deps, actorId(actor), input),
    after: (deps, view) =>
      void tellLive(deps, view).catch((error: unknown) => log.error({ err: error, liveId: view.live_id }, 'telling followers of a live failed')),
  }),
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
    after: (deps, line) => deps.control().broadcast(line.live_id, 'live_chat', line),
  }),
  chatBacklog: useCase({ fence: ofLive, run: (deps: LiveDeps, actor, input: { live_id: number }) => chatBacklog(deps, actor, input.live_id) }),
  gift: useCase({
    fence: ofLive,
    run: (deps: LiveDeps, actor, input: { live_id: number; gift_id: number; idem_key: string }) => gift(deps, actor, input),
    after: toRoom,
  }),
  tip: useCase({
    fence: ofLive,
    run: (deps: LiveDeps, actor, input: { live_id: number; coins: number; idem_key: string }) => tip(deps, actor, input),
    after: toRoom,
  }),
};
