/**
 * Live streaming (issue 22): the shapes the API, the socket and the browser share. The spec
 * names /live?ts=, /live/join_live, /live/gifters, the `li` socket query, banner notify_type 20,
 * notification type 28, POST fapi/core/share/do_live_share/ and the ticket-price limit (sections
 * 2-9); the rest is ours (ADRs 101-103).
 *
 * Media: the creator publishes one stream to the SFU (Janus with JANUS_URL, the embedded werift
 * SFU otherwise); each viewer subscribes through it. Offers and answers go over our socket;
 * both sides gather ICE before sending (no trickle).
 *
 * Money: a ticketed live charges each viewer once per live (idem key live:{id}:ticket:{fan}),
 * members of the creator and users granted free access enter free; gifts and tips in the room
 * are spends with details.live, so the gifters ranking and the summary read the ledger.
 */
import { z } from 'zod';
import { COINS_MAX } from './money';
import { oneLine } from './text';

/** Spec section 9: the ticket price may change at most twice per live. */
export const LIVE_PRICE_CHANGES_MAX = 2;
/** Viewers a creator may kick per live (the spec's "kick limit" message). */
export const LIVE_KICKS_MAX = 20;
/** A creator whose connection drops has this long to come back before the live ends. */
export const LIVE_GRACE_SECONDS = 60;
/** Followers hear of a scheduled live this long before it starts (notification type 28). */
export const LIVE_SOON_SECONDS = 180;
/** How far ahead a live may be scheduled: 30 days. */
export const LIVE_SCHEDULE_MAX_SECONDS = 30 * 24 * 3600;
export const LIVE_TITLE_MAX = 80;
export const LIVE_CHAT_TEXT_MAX = 200;
/** The chat lines a joining viewer gets. */
export const LIVE_CHAT_BACKLOG = 50;
export const TOY_LEVELS_MAX = 5;
/** Lovense strength scale (Vibrate:0-20). */
export const TOY_STRENGTH_MAX = 20;
export const TOY_SECONDS_MAX = 60;

export const liveTitle = oneLine().trim().min(1, { error: 'Please add a title for your Live.' }).max(LIVE_TITLE_MAX);
/** A chat line in the room: one line, the text rule of every field. */
export const liveChatText = oneLine().trim().min(1).max(LIVE_CHAT_TEXT_MAX);
/** 0: free entry. */
export const ticketPrice = z.number().int().min(0).max(COINS_MAX);

export const liveStartInput = z.object({ title: liveTitle, ticket_price: ticketPrice });
export type LiveStartInput = z.infer<typeof liveStartInput>;
/** starts_at: epoch seconds, at least LIVE_SOON_SECONDS ahead and at most LIVE_SCHEDULE_MAX_SECONDS. */
export const liveScheduleInput = liveStartInput.extend({ starts_at: z.number().int().positive() });
export type LiveScheduleInput = z.infer<typeof liveScheduleInput>;

export type LiveState = 'scheduled' | 'running' | 'ended';
export type LiveEndReason = 'ended' | 'creator_lost' | 'cancelled';

export interface LiveParty {
  id: number;
  nick_name: string;
  user_name: string;
  portrait: string;
}

/**
 * How the viewer may be in the room: the creator; entered free (free live), as a member, by the
 * creator's grant, or with a bought ticket; needs a ticket; kicked (never again in this live).
 */
export type LiveEntry = 'creator' | 'free' | 'member' | 'granted' | 'ticket' | 'needs_ticket' | 'kicked';

/** A live as one user sees it (GET live/detail, the live_state event, the start/schedule answers). */
export interface LiveView {
  live_id: number;
  creator: LiveParty;
  title: string;
  state: LiveState;
  end_reason: LiveEndReason | null;
  ticket_price: number;
  /** Creator only meaningfully: LIVE_PRICE_CHANGES_MAX minus the changes made. */
  price_changes_left: number;
  chat_muted: boolean;
  /** Viewers in the room now (sockets of distinct users, the creator not counted). */
  viewer_count: number;
  /** The creator's stream is up (false before the first publish and during the grace period). */
  publishing: boolean;
  entry: LiveEntry;
  /** Server clock, epoch seconds, when this view was made. */
  now: number;
  starts_at: number | null;
  started_at: number | null;
  ended_at: number | null;
}

/** Spec section 4: what the creator sees when the live ends. coins_earned is the creator's share, from the ledger. */
export interface LiveSummary {
  live_id: number;
  duration_seconds: number;
  /** Distinct users who entered the room. */
  viewers: number;
  /** Distinct users who sent a gift or a tip in this live. */
  gifters: number;
  new_followers: number;
  new_members: number;
  /** The creator's earnings from this live: tickets, gifts and tips (creator share). */
  coins_earned: number;
}

export interface LiveGifter {
  user: LiveParty;
  /** Coins this user spent on gifts and tips in this live. */
  coins: number;
}

export interface LiveChatLine {
  id: number;
  live_id: number;
  user: LiveParty;
  text: string;
  /** Epoch seconds. */
  created_at: number;
}

/** A gift or tip in the room, to everyone in it (the gift animation plays for all). */
export interface LiveGiftEvent {
  live_id: number;
  from: LiveParty;
  kind: 'gift' | 'tip';
  /** The catalogue's gift (common/gifts.ts); null for a tip. */
  gift_id: number | null;
  coins: number;
}

/** A toy level triggered by a tip, queued: it runs from starts_at for seconds. */
export interface LiveToyEvent {
  live_id: number;
  from: LiveParty;
  level: number;
  strength: number;
  seconds: number;
  /** Epoch milliseconds (server clock) when it starts; later tips queue after earlier ones. */
  starts_at_ms: number;
}

export const toyLevel = z.object({
  /** The smallest tip, in coins, that triggers this level. */
  coins: z.number().int().min(1).max(COINS_MAX),
  /** Vibration strength, 1 to 20. */
  strength: z.number().int().min(1).max(TOY_STRENGTH_MAX),
  seconds: z.number().int().min(1).max(TOY_SECONDS_MAX),
});
export type ToyLevel = z.infer<typeof toyLevel>;

export const toySetting = z.object({
  enabled: z.boolean(),
  /** Level n is levels[n-1]; a tip triggers the highest level whose coins it reaches. */
  levels: z.array(toyLevel).max(TOY_LEVELS_MAX),
});
export type ToySetting = z.infer<typeof toySetting>;

/** The running and upcoming lives a fan can open (feed strip), and a creator's own on their profile. */
export interface LiveListItem {
  live_id: number;
  creator: LiveParty;
  title: string;
  state: Extract<LiveState, 'scheduled' | 'running'>;
  ticket_price: number;
  viewer_count: number;
  starts_at: number | null;
  started_at: number | null;
}

/** Endpoint paths (under /api, the spec's fapi/core/...). */
export const LIVE_API = {
  start: '/core/live/start/', // POST LiveStartInput (+ live_id of an own scheduled live, optional) -> LiveView (creator)
  schedule: '/core/live/schedule/', // POST LiveScheduleInput -> LiveView (scheduled)
  cancel: '/core/live/cancel/', // POST { live_id } -> { result: 'ok' } (a scheduled live)
  mine: '/core/live/mine/', // GET -> { running: LiveView | null, scheduled: LiveView[] } (creator)
  detail: '/core/live/detail/', // GET ?live_id= -> LiveView (30023 from a blocked location)
  ofUser: '/core/live/of_user/', // GET ?user_id= -> { live: LiveListItem | null } (running or next scheduled)
  list: '/core/live/list/', // GET -> { list: LiveListItem[] } (running lives of followed creators, then scheduled)
  ticket: '/core/live/ticket/', // POST { live_id, idem_key } -> LiveView (entry 'ticket'); the spend door
  price: '/core/live/price/', // POST { live_id, ticket_price } -> LiveView (LIVE_PRICE_LIMIT on the third change)
  kick: '/core/live/kick/', // POST { live_id, user_id } -> { result: 'ok' }
  grant: '/core/live/grant/', // POST { live_id, user_id } -> { result: 'ok' } (free access)
  muteChat: '/core/live/mute_chat/', // POST { live_id, muted } -> LiveView
  end: '/core/live/end/', // POST { live_id } -> LiveSummary
  summary: '/core/live/summary/', // GET ?live_id= -> LiveSummary (creator)
  viewers: '/core/live/viewers/', // GET ?live_id= -> { list: (LiveParty & { entry: LiveEntry })[] } (creator: whom to kick/grant)
  gifters: '/core/live/gifters/', // GET ?live_id= -> { list: LiveGifter[] }
  chat: '/core/live/chat/', // POST { live_id, text } -> LiveChatLine; GET ?live_id= -> { list: LiveChatLine[] } (backlog)
  gift: '/core/live/gift/', // POST { live_id, gift_id, idem_key } -> { result: 'ok' } (spend)
  tip: '/core/live/tip/', // POST { live_id, coins, idem_key } -> { result: 'ok' } (spend; may trigger the toy)
  share: '/core/share/do_live_share/', // POST { live_id } -> { result: 'ok' } (spec section 7; errors ignored by the client)
  toySetting: '/core/toy/setting/', // GET -> ToySetting (creator)
  toySettingSave: '/core/toy/setting/save/', // POST ToySetting -> ToySetting
} as const;

/** WebRTC over the socket (non-trickle: each side sends its SDP after ICE gathering). */
export interface LiveSdp {
  live_id: number;
  sdp: string;
}
