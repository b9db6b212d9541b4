/**
 * The one socket's events as the screens hear them (issue 43 point 2): the shell (shell-socket.ts)
 * attaches its socket here; screens listen with `onSocketEvent` and ask with `socketRequest`, so no
 * screen opens a second socket or keeps a listener map of its own. Chat's `chat_message` is handed
 * on by the shell once it has counted it (`dispatchSocketEvent`); the calls' and lives' events come
 * straight from the socket.
 */
import type { ClientToServerEvents, ServerToClientEvents, SocketAck } from '../../common/realtime';
import type { ChatSocket } from './socket';

type Events = ServerToClientEvents;
export type SocketEvent = keyof Events;
export type SocketPayload<E extends SocketEvent> = Parameters<Events[E]>[0];

const FROM_SOCKET = [
  'call_invite',
  'call_cancel',
  'call_state',
  'call_ready',
  'call_signal',
  'live_state',
  'live_refused',
  'live_chat',
  'live_gift',
  'live_toy',
  'live_kicked',
  'live_replaced',
  'live_ended',
] as const satisfies readonly SocketEvent[];
/**
 * A live room's answer to the socket's `li` (live_state or live_refused) comes once, right after
 * connecting, possibly before the room screen has mounted: a listener added later hears the latest
 * one at once.
 */
const REPLAYED: ReadonlySet<SocketEvent> = new Set(['live_state', 'live_refused']);

let current: ChatSocket | null = null;
const listeners = new Map<SocketEvent, Set<(payload: never) => void>>();
const latest = new Map<SocketEvent, unknown>();
const connectListeners = new Set<() => void>();

export function dispatchSocketEvent<E extends SocketEvent>(event: E, payload: SocketPayload<E>): void {
  if (REPLAYED.has(event)) latest.set(event, payload);
  for (const listener of [...(listeners.get(event) ?? [])]) (listener as (p: SocketPayload<E>) => void)(payload);
}

/** Called by the shell with its socket; returns the undo for when that socket closes. */
export function attachSocket(socket: ChatSocket): () => void {
  current = socket;
  latest.clear();
  const handlers = FROM_SOCKET.map((event) => {
    const handler = (payload: never) => dispatchSocketEvent(event, payload);
    socket.on(event, handler as never);
    return [event, handler] as const;
  });
  const onConnect = () => {
    for (const listener of [...connectListeners]) listener();
  };
  socket.on('connect', onConnect);
  if (socket.connected) onConnect();
  return () => {
    for (const [event, handler] of handlers) socket.off(event, handler as never);
    socket.off('connect', onConnect);
    if (current === socket) {
      current = null;
      latest.clear();
    }
  };
}

export function onSocketEvent<E extends SocketEvent>(event: E, listener: Events[E]): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener as (payload: never) => void);
  if (latest.has(event)) (listener as (payload: unknown) => void)(latest.get(event));
  return () => void set.delete(listener as (payload: never) => void);
}

/** Runs on every (re)connect of the socket, and at once when it is connected now: a call page re-joins its room. */
export function onSocketConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  if (current?.connected) listener();
  return () => void connectListeners.delete(listener);
}

export const socketConnected = () => Boolean(current?.connected);

/** Sends an event that needs no answer (leaving a call's room); nothing without a socket. */
export function socketSend<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
  current?.emit(event, ...args);
}

/**
 * Connects the socket again, so its handshake asks anew: a live page whose entry changed (a ticket
 * bought after LIVE_TICKET_REQUIRED, "Watch here again") is admitted only as its socket connects.
 */
export function reconnectSocket(): void {
  const socket = current;
  if (!socket) return;
  latest.clear();
  socket.disconnect();
  socket.connect();
}

export class SocketRequestError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

type AckedEvent = 'call_join' | 'call_signal' | 'live_publish' | 'live_watch' | 'live_watch_answer';
type AckData<E extends AckedEvent> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0] extends SocketAck<infer T> ? T : never;

/** Sends an event and resolves with the server's answer; rejects on a refusal, with no socket, or with no answer within `timeoutMs`. */
export function socketRequest<E extends AckedEvent>(event: E, payload: Parameters<ClientToServerEvents[E]>[0], timeoutMs: number): Promise<AckData<E>> {
  const socket = current;
  if (!socket?.connected) return Promise.reject(new SocketRequestError('No network, please try later.', null));
  return new Promise((resolve, reject) => {
    // With a timeout, socket.io calls the acknowledgement with an error first (null when answered).
    const timed = socket.timeout(timeoutMs) as unknown as { emit: (e: string, p: unknown, cb: (err: Error | null, answer: SocketAck) => void) => void };
    timed.emit(event, payload, (err, answer) => {
      if (err) reject(new SocketRequestError('Poor network. You may try later. (101)', null));
      else if (!answer.ok) reject(new SocketRequestError(answer.message, answer.code));
      else resolve(answer.data as AckData<E>);
    });
  });
}
