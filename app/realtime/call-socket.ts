/**
 * The call events of the one chat socket (issue 21): the shell (ClientEffects) hands its socket
 * here; the incoming-call banner and the /video-call page listen and send through this module,
 * so calls never open a second socket.
 */
import type { ClientToServerEvents, ServerToClientEvents, SocketAck } from '../../common/realtime';
import type { ChatSocket } from './socket';

type CallEvents = Pick<ServerToClientEvents, 'call_invite' | 'call_cancel' | 'call_state' | 'call_ready' | 'call_signal'>;
type CallEvent = keyof CallEvents;
const CALL_EVENTS: CallEvent[] = ['call_invite', 'call_cancel', 'call_state', 'call_ready', 'call_signal'];

let current: ChatSocket | null = null;
const listeners = new Map<CallEvent, Set<(payload: never) => void>>();
const connectListeners = new Set<() => void>();

/** Called by the shell with its socket; returns the undo for when that socket closes. */
export function attachCallSocket(socket: ChatSocket): () => void {
  current = socket;
  const handlers = CALL_EVENTS.map((event) => {
    const handler = (payload: never) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    };
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
    if (current === socket) current = null;
  };
}

export function onCallEvent<E extends CallEvent>(event: E, listener: CallEvents[E]): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener as (payload: never) => void);
  return () => void set.delete(listener as (payload: never) => void);
}

/** Runs on every (re)connect of the socket, and at once when it is connected now: a call page re-joins its room. */
export function onSocketConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  if (current?.connected) listener();
  return () => void connectListeners.delete(listener);
}

export const socketConnected = () => Boolean(current?.connected);

export class CallSocketError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

type AckedEvent = 'call_join' | 'call_signal';
type AckData<E extends AckedEvent> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0] extends SocketAck<infer T> ? T : never;

/** Sends call_join or call_signal and resolves with the server's answer; rejects on a refusal, no socket or no answer in time. */
export function callRequest<E extends AckedEvent>(event: E, payload: Parameters<ClientToServerEvents[E]>[0], timeoutMs = 10_000): Promise<AckData<E>> {
  const socket = current;
  if (!socket?.connected) return Promise.reject(new CallSocketError('No network, please try later.', null));
  return new Promise((resolve, reject) => {
    // With a timeout, socket.io calls the acknowledgement with an error first (null when answered).
    const timed = socket.timeout(timeoutMs) as unknown as { emit: (e: string, p: unknown, cb: (err: Error | null, answer: SocketAck) => void) => void };
    timed.emit(event, payload, (err, answer) => {
      if (err) reject(new CallSocketError('Poor network. You may try later. (101)', null));
      else if (!answer.ok) reject(new CallSocketError(answer.message, answer.code));
      else resolve(answer.data as AckData<E>);
    });
  });
}

export function leaveCallRoom(callId: number): void {
  current?.emit('call_leave', { call_id: callId });
}
