/**
 * The live events of the one chat socket (issue 22): the shell (ClientEffects) opens its socket
 * with the `li` query on /live/join_live?live_id= and hands it here; the room screens listen
 * through onLiveEvent and signal media through liveRequest (live-media.ts), so a live never opens
 * a second socket.
 */
import type { ClientToServerEvents, ServerToClientEvents, SocketAck } from '../../common/realtime';
import type { ChatSocket } from './socket';

export type LiveEvents = Pick<
  ServerToClientEvents,
  'live_state' | 'live_refused' | 'live_chat' | 'live_gift' | 'live_toy' | 'live_kicked' | 'live_replaced' | 'live_ended'
>;
export type LiveEvent = keyof LiveEvents;
const LIVE_EVENTS: LiveEvent[] = ['live_state', 'live_refused', 'live_chat', 'live_gift', 'live_toy', 'live_kicked', 'live_replaced', 'live_ended'];

let current: ChatSocket | null = null;
const listeners = new Map<LiveEvent, Set<(payload: never) => void>>();
/**
 * The room's answer to this socket's `li` (live_state or live_refused) comes once, right after
 * connecting, possibly before the room screen has mounted: a listener added later hears the
 * latest one at once.
 */
const REPLAYED: LiveEvent[] = ['live_state', 'live_refused'];
const latest = new Map<LiveEvent, unknown>();

/** The live a page's socket carries: live_id of /live/join_live (digits only), else undefined. */
export function liveOfPath(pathname: string, search: string): string | undefined {
  if (pathname.replace(/\/$/, '') !== '/live/join_live') return undefined;
  const id = new URLSearchParams(search).get('live_id');
  return id && /^[1-9]\d{0,15}$/.test(id) ? id : undefined;
}

/** Called by the shell with its socket; returns the undo for when that socket closes. */
export function attachLiveSocket(socket: ChatSocket): () => void {
  current = socket;
  latest.clear();
  const handlers = LIVE_EVENTS.map((event) => {
    const handler = (payload: never) => {
      if (REPLAYED.includes(event)) latest.set(event, payload);
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    };
    socket.on(event, handler as never);
    return [event, handler] as const;
  });
  return () => {
    for (const [event, handler] of handlers) socket.off(event, handler as never);
    if (current === socket) {
      current = null;
      latest.clear();
    }
  };
}

export function onLiveEvent<E extends LiveEvent>(event: E, listener: LiveEvents[E]): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener as (payload: never) => void);
  if (latest.has(event)) (listener as (payload: unknown) => void)(latest.get(event));
  return () => void set.delete(listener as (payload: never) => void);
}

/**
 * Enters the room again: the shell's socket reconnects, so its `li` handshake asks the domain
 * anew. For a page whose entry changed (a ticket bought after live_refused LIVE_TICKET_REQUIRED,
 * "Watch here again" after live_replaced): the server admits a socket only when it connects.
 */
export function rejoinLive(): void {
  const socket = current;
  if (!socket) return;
  latest.clear();
  socket.disconnect();
  socket.connect();
}

export class LiveSocketError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

type AckedEvent = 'live_publish' | 'live_watch' | 'live_watch_answer';
type AckData<E extends AckedEvent> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0] extends SocketAck<infer T> ? T : never;

/** Sends a live signal and resolves with the server's answer; rejects on a refusal, no socket or no answer in time. */
export function liveRequest<E extends AckedEvent>(event: E, payload: Parameters<ClientToServerEvents[E]>[0], timeoutMs = 15_000): Promise<AckData<E>> {
  const socket = current;
  if (!socket?.connected) return Promise.reject(new LiveSocketError('No network, please try later.', null));
  return new Promise((resolve, reject) => {
    // With a timeout, socket.io calls the acknowledgement with an error first (null when answered).
    const timed = socket.timeout(timeoutMs) as unknown as { emit: (e: string, p: unknown, cb: (err: Error | null, answer: SocketAck) => void) => void };
    timed.emit(event, payload, (err, answer) => {
      if (err) reject(new LiveSocketError('Poor network. You may try later. (101)', null));
      else if (!answer.ok) reject(new LiveSocketError(answer.message, answer.code));
      else resolve(answer.data as AckData<E>);
    });
  });
}
