/**
 * Paid one-to-one video calls (issue 21, ADR 099): the shapes the API, the socket and the
 * browser share. The spec names call_invite / call_cancel (sections 3 and 7), call/accept and
 * call/decline (section 7); the rest is ours.
 *
 * Money: the fan always pays. Before ringing the server holds min_time minutes of the fan's
 * coins; on connect that hold is charged (creator share + platform fee, as every spend); then
 * each started minute after min_time is charged by the server's clock. A call that never
 * connected charges nothing and returns the hold. price_per_minute 0 means free calls
 * ("0 for unlimited time" on the banner).
 */
import { z } from 'zod';
import { COINS_MAX } from './money';

/** Spec section 9: the banner (and the ringing) ends after 140 s. */
export const CALL_RING_SECONDS = 140;
export const CALL_MIN_TIME_MAX = 60;
/** The fan is warned this long before their coins run out. */
export const CALL_LOW_BALANCE_WARNING_SECONDS = 60;

/** When a creator takes calls: every day, or some days between two times of day, in their time zone. */
export const callHours = z.object({
  /** 0 = Sunday ... 6 = Saturday; empty with `always`. */
  days: z.array(z.number().int().min(0).max(6)).max(7),
  /** Minutes after midnight, start inclusive, end exclusive; end < start spans midnight. */
  start_minute: z.number().int().min(0).max(1439),
  end_minute: z.number().int().min(0).max(1440),
  /** IANA time zone, e.g. "America/Los_Angeles" (a name pattern: no free text; the server also asks Intl). */
  time_zone: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, 'must be a time zone name like "Europe/Paris"'),
});
export type CallHours = z.infer<typeof callHours>;

export const callSetting = z.object({
  enabled: z.boolean(),
  /** Coins per minute, 0 (free) to 10000. */
  price_per_minute: z.number().int().min(0).max(COINS_MAX),
  /** Minutes held before ringing and charged on connect, 1 to 60. */
  min_time: z.number().int().min(1).max(CALL_MIN_TIME_MAX),
  /** null: any time. */
  hours: callHours.nullable(),
});
export type CallSetting = z.infer<typeof callSetting>;

/** What a viewer sees of a creator's calls (profile and chat "Video call" action). */
export interface CallOffer {
  user_id: number;
  price_per_minute: number;
  min_time: number;
  /** price_per_minute * min_time: what is held before ringing. */
  total_tokens: number;
  /** Inside the creator's hours now (always true without hours). */
  available_now: boolean;
  hours: CallHours | null;
}

export type CallState = 'ringing' | 'accepted' | 'connected' | 'ended';
export type CallEndReason = 'declined' | 'missed' | 'cancelled' | 'busy' | 'hung_up' | 'no_coins' | 'failed';

export interface CallParty {
  id: number;
  nick_name: string;
  user_name: string;
  portrait: string;
}

/** A call as one of its two members sees it (GET call/detail, and every call_state event). */
export interface CallView {
  call_id: number;
  state: CallState;
  end_reason: CallEndReason | null;
  /** The viewer's own side. */
  role: 'caller' | 'callee';
  /** True when the viewer is the one who pays. */
  payer: boolean;
  peer: CallParty;
  price_per_minute: number;
  min_time: number;
  /** Server clock, epoch seconds, when this view was made (the client corrects its own clock with it). */
  now: number;
  /** Epoch seconds: created (ringing since), connected, ended; null until then. */
  created_at: number;
  connected_at: number | null;
  ended_at: number | null;
  /** Seconds the ringing lasts from created_at. */
  timeout_sec: number;
  /** Coins charged so far (the fan's spend, which the creator sees too). */
  coins_charged: number;
  /** Whole minutes charged so far. */
  minutes_charged: number;
  /** Payer only: seconds until the coins run out (null when free, not connected, or not the payer). */
  seconds_left: number | null;
  /** Payer only: the coins run out within CALL_LOW_BALANCE_WARNING_SECONDS. */
  low_balance: boolean;
}

/** The call_invite event (spec section 3) and GET call/incoming items. */
export interface IncomingCall {
  call_id: number;
  send_user_info: { id: number; nick_name: string; portrait: string };
  timeout_sec: number;
  user_call_setting: { total_tokens: number; min_time: number };
}

/** ICE servers for RTCPeerConnection: STUN_URLS and TURN_URLS with coturn REST credentials (TURN_SECRET). */
export interface IceConfig {
  ice_servers: { urls: string[]; username?: string; credential?: string }[];
  /** How long the TURN credential is valid, seconds (0 without TURN). */
  ttl_seconds: number;
}

/** WebRTC signalling relayed between the call's two members only (socket event call_signal). */
export type CallSignal =
  | { type: 'offer'; sdp: string; restart?: boolean }
  | { type: 'answer'; sdp: string }
  | { type: 'candidate'; candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null } };

/** Endpoint paths (under /api, the spec's fapi/core/...). */
export const CALL_API = {
  setting: '/core/call/setting/', // GET: own CallSetting (creators)
  settingSave: '/core/call/setting/save/', // POST CallSetting -> CallSetting
  offer: '/core/call/offer/', // GET ?user_id= -> { offer: CallOffer | null }
  invite: '/core/call/invite/', // POST { user_id, idem_key } -> CallView (caller's)
  accept: '/core/call/accept/', // POST { call_id } -> { result: 'ok', call: CallView }
  decline: '/core/call/decline/', // POST { call_id } -> { result: 'ok' }
  cancel: '/core/call/cancel/', // POST { call_id } -> { result: 'ok' } (caller, while ringing)
  connected: '/core/call/connected/', // POST { call_id } -> CallView (media flows on this side)
  hangup: '/core/call/hangup/', // POST { call_id } -> CallView (ended, the summary)
  detail: '/core/call/detail/', // GET ?call_id= -> CallView
  incoming: '/core/call/incoming/', // GET -> { list: IncomingCall[] } (ringing calls to me)
  iceServers: '/core/call/ice_servers/', // GET -> IceConfig
} as const;
