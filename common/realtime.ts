/**
 * The socket events, by name, with their payloads (spec sections 3 and 7; ADR 083): the one map
 * the socket.io server (`Server<ClientToServerEvents, ServerToClientEvents>`) and the browser's
 * socket (`Socket<ServerToClientEvents, ClientToServerEvents>`) are typed with.
 */
import type { CallSignal, CallView, IncomingCall } from './calls';
import type { ChatMessageView } from './chat';
import type { LiveChatLine, LiveGiftEvent, LiveSdp, LiveToyEvent, LiveView } from './live';
import type { RealtimeNotify } from './notifications';

/** A stored chat message as both users' sockets receive it, with the receiver's mute of the chat. */
export type LiveChatMessage = ChatMessageView & { mute: boolean };

/** The user's profile changed (a new portrait: the whole of it), or only "reload the user". */
export interface UserInfoChange {
  user_id: number;
  user_name?: string;
  nickname?: string;
  portrait?: string;
  bio?: string;
  user_role?: number;
}

export interface ServerToClientEvents {
  /** A stored message, to the sender's and the receiver's sockets (the sending tab takes it from the HTTP answer). */
  chat_message: (message: LiveChatMessage) => void;
  /** A notification: a banner and/or one more unread (TN). */
  realtime_notify: (notify: RealtimeNotify) => void;
  /** The user's profile, role or balance changed. */
  user_info_change: (info: UserInfoChange) => void;
  /** This session ended (logged out here or elsewhere). */
  signout: (payload: Record<string, never>) => void;
  /** Someone rings this user (spec section 3): to every socket of the callee (web push for closed devices). */
  call_invite: (call: IncomingCall) => void;
  /** Stop ringing: the caller cancelled, the ringing timed out, or another device of the callee answered. */
  call_cancel: (payload: { call_id: number }) => void;
  /** A call of this user changed (accepted, connected, a minute charged, low balance, ended): to both members. */
  call_state: (call: CallView) => void;
  /** Both members are in the call's room: the caller makes the (first or restarting) offer. */
  call_ready: (payload: { call_id: number }) => void;
  /** WebRTC signalling from the other member of the call. */
  call_signal: (payload: { call_id: number; signal: CallSignal }) => void;
  /**
   * Live rooms (issue 22, ADR 102): a socket opened with the `li` query joins the room "live:{id}"
   * when the user may be there (else live_refused), and hears the live's state (the room's
   * figures; `entry` is the receiver's own on the joining socket, 'free' on broadcasts to
   * viewers), its chat, gifts and toy levels.
   */
  live_state: (live: LiveView) => void;
  live_refused: (payload: { live_id: number; code: number; message: string }) => void;
  live_chat: (line: LiveChatLine) => void;
  live_gift: (gift: LiveGiftEvent) => void;
  live_toy: (toy: LiveToyEvent) => void;
  /** To the kicked viewer's sockets: they leave the room and cannot come back to this live. */
  live_kicked: (payload: { live_id: number }) => void;
  /** To an older session of a viewer who joined from another device: it leaves the room. */
  live_replaced: (payload: { live_id: number }) => void;
  /** To the room: the live ended (the creator ended it, or the grace period ran out). */
  live_ended: (payload: { live_id: number }) => void;
}

/** The answer to a socket request with an acknowledgement: ok, or the error catalogue's code and text. */
export type SocketAck<T = unknown> = { ok: true; data: T } | { ok: false; code: number; message: string };

/**
 * The browser sends only call and live signalling over the socket; everything else goes through the API.
 * call_join: the /video-call page enters the call's room (members only, not ended); call_leave
 * leaves it; call_signal is relayed to the other member only.
 */
export interface ClientToServerEvents {
  call_join: (payload: { call_id: number }, ack: (answer: SocketAck<CallView>) => void) => void;
  call_leave: (payload: { call_id: number }) => void;
  call_signal: (payload: { call_id: number; signal: CallSignal }, ack: (answer: SocketAck<null>) => void) => void;
  /** The creator's offer (sendonly audio+video, ICE gathered) for their running live: the SFU's answer. */
  live_publish: (offer: LiveSdp, ack: (answer: SocketAck<LiveSdp>) => void) => void;
  /** A viewer in the room asks for the stream: the SFU's offer (LIVE_NOT_PUBLISHING while the creator is away). */
  live_watch: (payload: { live_id: number }, ack: (answer: SocketAck<LiveSdp>) => void) => void;
  /** The viewer's answer to live_watch's offer (ICE gathered). */
  live_watch_answer: (answer: LiveSdp, ack: (answer: SocketAck<null>) => void) => void;
}

export type ServerEvent = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Emits a server event to every socket of a user, on every process. */
export type EmitToUser = <E extends ServerEvent>(userId: number, event: E, payload: ServerEventPayload<E>) => void;
