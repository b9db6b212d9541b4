/**
 * The live room's state (issue 22): the server's view of the live, the chat, the gift animations
 * waiting to play, and why this page is out of the room (kicked, replaced by another device,
 * refused, ended). The toy's levels are the toys feature's (toys/use-toy.ts). Pure: events and
 * answers in, state out.
 */
import { ERRORS } from '../../../../common/errors';
import { LIVE_CHAT_BACKLOG, type LiveChatLine, type LiveGiftEvent, type LiveSummary, type LiveView } from '../../../../common/live';

/** Lines kept on screen: the backlog plus as many new ones. */
export const CHAT_KEPT = LIVE_CHAT_BACKLOG * 2;
/** Gift animations waiting: a burst beyond this drops the oldest waiting ones (the gifters ranking still counts them). */
export const GIFTS_QUEUED_MAX = 10;

export interface QueuedGift extends LiveGiftEvent {
  /** Unique per page: the animation's key. */
  n: number;
}

export interface RoomState {
  live: LiveView;
  chat: LiveChatLine[];
  gifts: QueuedGift[];
  giftSeq: number;
  /** The socket refused this page (not kicked): the server's words. */
  refused: { code: number; message: string } | null;
  kicked: boolean;
  /** Another device of this user now watches: this page stopped. */
  replaced: boolean;
  summary: LiveSummary | null;
}

export type RoomAction =
  /** An answer of the API (detail, ticket, price, mute): the whole view, own entry included. */
  | { type: 'view'; live: LiveView }
  /** live_state: the room's figures for everyone; the entry stays this page's own. */
  | { type: 'state'; live: LiveView }
  | { type: 'refused'; live_id: number; code: number; message: string }
  | { type: 'backlog'; lines: LiveChatLine[] }
  | { type: 'chat'; line: LiveChatLine }
  | { type: 'gift'; gift: LiveGiftEvent }
  | { type: 'giftDone'; n: number }
  | { type: 'kicked'; live_id: number }
  | { type: 'replaced'; live_id: number }
  | { type: 'ended'; live_id: number }
  | { type: 'summary'; summary: LiveSummary }
  /** "Watch here again": the page takes the room back (the socket rejoins). */
  | { type: 'rejoin' };

export const initialRoom = (live: LiveView): RoomState => ({
  live,
  chat: [],
  gifts: [],
  giftSeq: 0,
  refused: null,
  kicked: live.entry === 'kicked',
  replaced: false,
  summary: null,
});

/** A view made earlier than the one shown (an answer overtaken by an event) changes nothing. */
const older = (a: LiveView, b: LiveView) => b.now < a.now;

function mergeChat(lines: LiveChatLine[], more: LiveChatLine[]): LiveChatLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const l of more) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_KEPT);
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  const id = state.live.live_id;
  switch (action.type) {
    case 'view':
      if (action.live.live_id !== id || older(state.live, action.live)) return state;
      return { ...state, live: action.live, kicked: state.kicked || action.live.entry === 'kicked' };
    case 'state': {
      if (action.live.live_id !== id || older(state.live, action.live)) return state;
      // An ended live stays ended whatever a late event says.
      const live = { ...action.live, entry: state.live.entry };
      if (state.live.state === 'ended') live.state = 'ended';
      return { ...state, live };
    }
    case 'refused':
      if (action.live_id !== id) return state;
      if (action.code === ERRORS.LIVE_KICKED.code) return { ...state, kicked: true, live: { ...state.live, entry: 'kicked' } };
      if (action.code === ERRORS.LIVE_TICKET_REQUIRED.code) return { ...state, live: { ...state.live, entry: 'needs_ticket' } };
      if (action.code === ERRORS.LIVE_ENDED.code) return { ...state, live: { ...state.live, state: 'ended', publishing: false } };
      return { ...state, refused: { code: action.code, message: action.message } };
    case 'backlog':
      return {
        ...state,
        chat: mergeChat(
          state.chat,
          action.lines.filter((l) => l.live_id === id),
        ),
      };
    case 'chat':
      return action.line.live_id === id ? { ...state, chat: mergeChat(state.chat, [action.line]) } : state;
    case 'gift': {
      if (action.gift.live_id !== id) return state;
      const n = state.giftSeq + 1;
      return { ...state, giftSeq: n, gifts: [...state.gifts, { ...action.gift, n }].slice(-GIFTS_QUEUED_MAX) };
    }
    case 'giftDone':
      return { ...state, gifts: state.gifts.filter((g) => g.n !== action.n) };
    case 'kicked':
      return action.live_id === id ? { ...state, kicked: true, live: { ...state.live, entry: 'kicked', publishing: false } } : state;
    case 'replaced':
      return action.live_id === id ? { ...state, replaced: true } : state;
    case 'ended':
      return action.live_id === id ? { ...state, live: { ...state.live, state: 'ended', publishing: false } } : state;
    case 'summary':
      return action.summary.live_id === id ? { ...state, summary: action.summary, live: { ...state.live, state: 'ended', publishing: false } } : state;
    case 'rejoin':
      return { ...state, replaced: false, refused: null };
  }
}

/** What the page shows: one screen state, in order of precedence. */
export type RoomPhase = 'ended' | 'kicked' | 'replaced' | 'refused' | 'scheduled' | 'needs_ticket' | 'room';

export function roomPhase(state: RoomState): RoomPhase {
  if (state.live.state === 'ended') return 'ended';
  if (state.kicked) return 'kicked';
  if (state.replaced) return 'replaced';
  if (state.refused) return 'refused';
  if (state.live.state === 'scheduled') return 'scheduled';
  if (state.live.entry === 'needs_ticket') return 'needs_ticket';
  return 'room';
}

export const isCreator = (state: RoomState) => state.live.entry === 'creator';

/** The viewer's media: watch while in the room and the creator publishes. */
export const shouldWatch = (state: RoomState) => roomPhase(state) === 'room' && !isCreator(state) && state.live.publishing;
/** The creator's media: publish while the live runs and this page holds the room. */
export const shouldPublish = (state: RoomState) => roomPhase(state) === 'room' && isCreator(state) && state.live.state === 'running';
