/**
 * What the /video-call page shows, from the server's CallView (the truth about the call) and this
 * page's media (camera, connection). Pure, so every state is unit-tested.
 */
import { PRODUCT_NAME } from '../../../../common/brand';
import type { CallEndReason, CallView } from '../../../../common/calls';
import type { CallMediaState } from './call-controller';

export type CallPhase =
  /** The caller waits for an answer. */
  | { kind: 'ringing' }
  /** Accepted (or the callee's page opened), before the media flows. */
  | { kind: 'connecting' }
  | { kind: 'live'; reconnecting: boolean }
  /** Ended before it connected: declined, missed, busy, cancelled, failed. */
  | { kind: 'not_connected'; reason: CallEndReason }
  /** Ended after it connected. */
  | { kind: 'summary'; reason: CallEndReason }
  /** This side's problems; `ended`: the call is over too (they stay on screen after hanging up). */
  | { kind: 'permission'; ended: boolean }
  | { kind: 'media_unavailable'; ended: boolean }
  /** ICE found no path (or lost it for good); `turn`: a relay server was configured. */
  | { kind: 'ice_failed'; turn: boolean; ended: boolean };

export type PhaseKind = CallPhase['kind'];

type MediaView = Pick<CallMediaState, 'media' | 'failed' | 'everConnected' | 'reconnecting'>;

export function callPhase(call: CallView, media: MediaView, turn: boolean): CallPhase {
  const ended = call.state === 'ended';
  if (ended && call.connected_at !== null) return { kind: 'summary', reason: call.end_reason ?? 'hung_up' };
  if (media.media === 'denied') return { kind: 'permission', ended };
  if (media.media === 'unavailable') return { kind: 'media_unavailable', ended };
  if (media.failed) return { kind: 'ice_failed', turn, ended };
  if (ended) return { kind: 'not_connected', reason: call.end_reason ?? 'hung_up' };
  if (call.state === 'ringing' && call.role === 'caller') return { kind: 'ringing' };
  if (call.state === 'connected' || media.everConnected) return { kind: 'live', reconnecting: media.reconnecting };
  return { kind: 'connecting' };
}

const STATE_ORDER = { ringing: 0, accepted: 1, connected: 2, ended: 3 } as const;

/**
 * The view to keep when another arrives (socket events and API answers may cross): a call never
 * goes back to an earlier state, and within one state the later server time wins.
 */
export function laterView(current: CallView, next: CallView): CallView {
  if (next.call_id !== current.call_id) return current;
  const a = STATE_ORDER[current.state];
  const b = STATE_ORDER[next.state];
  if (b !== a) return b > a ? next : current;
  return next.now >= current.now ? next : current;
}

/** Spec section 5's permission dialog texts (its "the product" is our name): the call screen says the same when the camera is refused. */
export const PERMISSION_TITLE = `Allow ${PRODUCT_NAME} to access your camera and microphone.`;
export const PERMISSION_TEXT = 'Please make sure your camera and microphone permissions are enabled to start the Video Call.';

export const ICE_FAILED_TITLE = 'The call could not connect.';
export const ICE_FAILED_NO_TURN = 'Calls without a TURN server work only between devices that can reach each other directly.';
export const ICE_FAILED_WITH_TURN = 'Not even through the relay server: check your network connection and try again.';

/** The title and sentence of a call that ended before it connected, as this member sees it. */
export function notConnectedText(reason: CallEndReason, call: Pick<CallView, 'role' | 'payer' | 'peer'>): { title: string; text: string } {
  const name = call.peer.nick_name || call.peer.user_name;
  const caller = call.role === 'caller';
  switch (reason) {
    case 'declined':
      return caller ? { title: 'Call declined', text: `${name} declined the call.` } : { title: 'Call declined', text: 'You declined this call.' };
    case 'missed':
      return caller ? { title: 'No answer', text: `${name} didn't answer.` } : { title: 'Missed call', text: `You missed a call from ${name}.` };
    case 'busy':
      return { title: 'Busy', text: `${name} is on another call. Try again in a few minutes.` };
    case 'cancelled':
      return caller ? { title: 'Call cancelled', text: 'You cancelled the call.' } : { title: 'Call cancelled', text: `${name} cancelled the call.` };
    case 'no_coins':
      return call.payer
        ? { title: 'Not enough coins', text: "You don't have enough coins for this call." }
        : { title: 'Call ended', text: `${name} ran out of coins.` };
    case 'failed':
      return { title: 'Call failed', text: 'The call could not connect.' };
    case 'hung_up':
      return { title: 'Call ended', text: 'The call ended before it connected.' };
  }
}

/** How a connected call ended, for the summary. */
export function endedText(reason: CallEndReason, call: Pick<CallView, 'payer' | 'peer'>): string {
  const name = call.peer.nick_name || call.peer.user_name;
  if (reason === 'no_coins') return call.payer ? 'Your coins ran out.' : `${name} ran out of coins.`;
  if (reason === 'failed') return 'The connection was lost.';
  return 'The call was hung up.';
}

/** Server clock minus this browser's, in seconds, from a view's `now`. */
export const clockOffset = (call: Pick<CallView, 'now'>, clientNowMs: number) => call.now - clientNowMs / 1000;

/** Seconds since the call connected by the server's clock (0 before). */
export function elapsedSeconds(call: Pick<CallView, 'connected_at' | 'ended_at'>, clientNowMs: number, offset: number): number {
  if (call.connected_at === null) return 0;
  const end = call.ended_at ?? clientNowMs / 1000 + offset;
  return Math.max(0, Math.floor(end - call.connected_at));
}

/** "m:ss" (minutes keep counting past 59). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Where "Back to chat" leads (spec section 2's chat room address). */
export const chatRoomPath = (me: number, peerId: number) => `/chatRoom?u1=${me}&u2=${peerId}`;

/** "Buy coins" with the way back to this call. */
export const buyCoinsPath = (callId: number) => `/pay/coins?redirect=${encodeURIComponent(`/video-call?call_id=${callId}`)}`;
