/**
 * chat_message as an event for the open screens (/message, /chatRoom): the socket is made once
 * by the shell (ClientEffects), which counts each message in the realtime store and then hands it
 * to whoever listens here.
 */
import type { LiveChatMessage } from '../../common/realtime';

type Listener = (message: LiveChatMessage) => void;

const listeners = new Set<Listener>();

export function onChatMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitChatMessage(message: LiveChatMessage): void {
  for (const listener of [...listeners]) listener(message);
}
