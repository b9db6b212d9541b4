/**
 * Live streaming's server rules (issue 22, ADR 102). lifecycle.ts (start, schedule, cancel, end,
 * the job, the creator's stream), room.ts (detail, enter, lists, chat), controls.ts (price, kick,
 * grant, mute), money.ts (tickets, gifts, tips), summary.ts (gifters, the summary, from the
 * ledger), rules.ts (pure rules), store.ts (rows and views). The realtime layer owns the rooms.
 */
import { bindUseCases } from '../use-case';
import { liveDeps, type LiveOptions } from './deps';
import { assertPublisher, cancel, end, mine, publishing, schedule, tick } from './lifecycle';
import { changePrice, grant, kick, muteChat, viewers } from './controls';
import { presenceChanged, share } from './room';
import { summary } from './summary';
import { liveUseCases } from './use-cases';
import type { LiveRoomControl, LiveRoomRules, LiveService } from './types';

export type { LiveOptions } from './deps';

export interface Lives {
  service: LiveService;
  rooms: LiveRoomRules;
  /** The realtime layer hands over its control once socket.io runs. */
  attach(control: LiveRoomControl): void;
}

export function createLives(options: LiveOptions): Lives {
  const deps = liveDeps(options);
  // The visitor-facing ones through the boundary, fenced by their declarations (use-cases.ts).
  const visiting = bindUseCases(liveUseCases, deps, options.policies);
  const service: LiveService = {
    start: visiting.start,
    schedule: (creatorId, input) => schedule(deps, creatorId, input),
    cancel: (creatorId, liveId) => cancel(deps, creatorId, liveId),
    mine: (creatorId) => mine(deps, creatorId),
    detail: (visitor, liveId) => visiting.detail(visitor, { live_id: liveId }),
    ofUser: (visitor, creatorId) => visiting.ofUser(visitor, { creatorId }),
    list: (visitor) => visiting.list(visitor, {}),
    buyTicket: visiting.buyTicket,
    changePrice: (creatorId, liveId, price) => changePrice(deps, creatorId, liveId, price),
    kick: (creatorId, liveId, userId) => kick(deps, creatorId, liveId, userId),
    grant: (creatorId, liveId, userId) => grant(deps, creatorId, liveId, userId),
    muteChat: (creatorId, liveId, muted) => muteChat(deps, creatorId, liveId, muted),
    end: (creatorId, liveId) => end(deps, creatorId, liveId),
    summary: (creatorId, liveId) => summary(deps, creatorId, liveId),
    viewers: (creatorId, liveId) => viewers(deps, creatorId, liveId),
    gifters: (visitor, liveId) => visiting.gifters(visitor, { live_id: liveId }),
    chat: (visitor, liveId, text) => visiting.chat(visitor, { live_id: liveId, text }),
    chatBacklog: (visitor, liveId) => visiting.chatBacklog(visitor, { live_id: liveId }),
    gift: visiting.gift,
    tip: visiting.tip,
    share: (userId, liveId) => share(deps, userId, liveId),
    tick: () => tick(deps),
  };
  const rooms: LiveRoomRules = {
    enter: (visitor, liveId, sessionId) => visiting.enter(visitor, { live_id: liveId, sessionId }),
    publishing: (liveId, creatorId, up) => publishing(deps, liveId, creatorId, up),
    assertPublisher: (userId, liveId) => assertPublisher(deps, userId, liveId),
    presenceChanged: (liveId) => presenceChanged(deps, liveId),
  };
  return { service, rooms, attach: deps.attach };
}
