/**
 * The live events of the one chat socket (issue 22): the shell (ClientEffects) opens its socket
 * with the `li` query on /live/join_live?live_id= and hands it here; the room screens listen
 * through onLiveEvent. CONTRACT STUB: the media helper implements it as call-socket.ts does.
 */
import type { ServerToClientEvents } from '../../common/realtime';

export type LiveEvents = Pick<
  ServerToClientEvents,
  'live_state' | 'live_refused' | 'live_chat' | 'live_gift' | 'live_toy' | 'live_kicked' | 'live_replaced' | 'live_ended'
>;
export type LiveEvent = keyof LiveEvents;

export function onLiveEvent<E extends LiveEvent>(event: E, listener: LiveEvents[E]): () => void {
  void event;
  void listener;
  return () => undefined;
}
