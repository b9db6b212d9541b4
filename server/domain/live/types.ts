/**
 * The lives' domain as the API and the realtime layer see it (issue 22, ADR 102). Access rules
 * are the domain's; the realtime layer (realtime/live.ts) owns the rooms, the sockets and the
 * SFU, and tells the domain who is present; the domain asks it to broadcast, kick and close.
 */
import type {
  LiveChatLine,
  LiveEntry,
  LiveGiftEvent,
  LiveGifter,
  LiveListItem,
  LiveParty,
  LiveScheduleInput,
  LiveStartInput,
  LiveSummary,
  LiveToyEvent,
  LiveView,
} from '../../../common/live';
import type { ServerEvent, ServerEventPayload } from '../../../common/realtime';
import type { Visitor } from '../locations/rules';
import type { ToyService } from '../toys/types';

export type { ToyService };

/** What the room is shown of a gift or tip once it has committed (use-cases.ts); null for a replay, which shows nothing again. */
export type Shown = { gift: LiveGiftEvent; toy: LiveToyEvent | null } | null;

export interface LiveService {
  /** Starts a live now (or the creator's own scheduled live_id); LIVE_ALREADY_RUNNING when one runs. Notifies followers and members (banner 20, notification, push). */
  start(creator: Visitor, input: LiveStartInput & { live_id?: number }): Promise<LiveView>;
  schedule(creatorId: number, input: LiveScheduleInput): Promise<LiveView>;
  cancel(creatorId: number, liveId: number): Promise<void>;
  mine(creatorId: number): Promise<{ running: LiveView | null; scheduled: LiveView[] }>;
  detail(visitor: Visitor, liveId: number): Promise<LiveView>;
  ofUser(visitor: Visitor, creatorId: number): Promise<LiveListItem | null>;
  list(visitor: Visitor): Promise<LiveListItem[]>;
  /** The spend door: once per live per fan; members and granted users never pay. */
  buyTicket(visitor: Visitor, input: { live_id: number; idem_key: string }): Promise<LiveView>;
  changePrice(creatorId: number, liveId: number, ticketPrice: number): Promise<LiveView>;
  kick(creatorId: number, liveId: number, userId: number): Promise<void>;
  grant(creatorId: number, liveId: number, userId: number): Promise<void>;
  muteChat(creatorId: number, liveId: number, muted: boolean): Promise<LiveView>;
  end(creatorId: number, liveId: number): Promise<LiveSummary>;
  summary(creatorId: number, liveId: number): Promise<LiveSummary>;
  viewers(creatorId: number, liveId: number): Promise<(LiveParty & { entry: LiveEntry })[]>;
  gifters(visitor: Visitor, liveId: number): Promise<LiveGifter[]>;
  chat(visitor: Visitor, liveId: number, text: string): Promise<LiveChatLine>;
  chatBacklog(visitor: Visitor, liveId: number): Promise<LiveChatLine[]>;
  /** What the room was shown (null for a replay). */
  gift(visitor: Visitor, input: { live_id: number; gift_id: number; idem_key: string }): Promise<Shown>;
  tip(visitor: Visitor, input: { live_id: number; coins: number; idem_key: string }): Promise<Shown>;
  share(userId: number, liveId: number): Promise<void>;
  /** One pass of the job: "starts in 3 minutes" notifications, grace periods that ran out. */
  tick(): Promise<void>;
}

/** What the realtime layer asks of the domain (LiveService's side of the rooms). */
export interface LiveRoomRules {
  /**
   * A socket opened with `li`: may this user be in the room? Records the viewer's current session
   * and returns the one it replaces (a viewer who joins from another device ends the older one).
   * Throws PROFILE_NOT_FOUND (blocked location), LIVE_NOT_FOUND, LIVE_ENDED, LIVE_KICKED, LIVE_TICKET_REQUIRED.
   */
  enter(visitor: Visitor, liveId: number, sessionId: number | null): Promise<{ view: LiveView; replacedSessionId: number | null }>;
  /** The creator's stream came up (publish answered) or went away (socket lost: the grace period starts). */
  publishing(liveId: number, creatorId: number, up: boolean): Promise<void>;
  /** Someone entered or left the room: the room hears the new viewer count (the realtime layer throttles the calls). */
  presenceChanged(liveId: number): Promise<void>;
  /** May this user publish to this live (its creator, running)? */
  assertPublisher(userId: number, liveId: number): Promise<void>;
}

/** What the domain asks of the realtime layer. */
export interface LiveRoomControl {
  /** The distinct users (creator excluded by the caller) with a socket in the room, on every process. */
  present(liveId: number): Promise<number[]>;
  broadcast<E extends ServerEvent>(liveId: number, event: E, payload: ServerEventPayload<E>): void;
  /** The user's sockets get live_kicked, leave the room, and their subscriptions are dropped. */
  kick(liveId: number, userId: number): Promise<void>;
  /** The room gets live_ended; every socket leaves; the SFU room is closed. */
  close(liveId: number): Promise<void>;
}
