/**
 * The socket events, by name, with their payloads (spec sections 3 and 7; ADR 083): the one map
 * the socket.io server (`Server<ClientToServerEvents, ServerToClientEvents>`) and the browser's
 * socket (`Socket<ServerToClientEvents, ClientToServerEvents>`) are typed with.
 */
import type { ChatMessageView } from './chat';
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
}

/** The browser sends nothing over the socket: calls go through the API. */
export type ClientToServerEvents = Record<string, never>;

export type ServerEvent = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Emits a server event to every socket of a user, on every process. */
export type EmitToUser = <E extends ServerEvent>(userId: number, event: E, payload: ServerEventPayload<E>) => void;
