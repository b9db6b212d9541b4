/** Small pure helpers of the chat screens. */
import { TIMETOKEN_PER_SECOND, type ChatMediaView, type ChatMessageView, type ConversationView } from '../../../common/chat';
import { variantOf } from '../../../common/media';

/** A timetoken (microseconds) as a Date: divided by 1,000,000 on arrival (spec section 3). */
export function timetokenDate(timetoken: number): Date {
  return new Date((timetoken / TIMETOKEN_PER_SECOND) * 1000);
}

/** An unlocked chat image's tile: a variant of the URL the server sent, which names the message (ADR 088; checked per request). */
export function mediaUrl(media: ChatMediaView, width = 320): string {
  return media.url ? variantOf(media.url, width, 0) : LOCKED_PLACEHOLDER;
}

/** An unlocked chat video's stream, as the server sent it (checked per request, with HTTP Range for seeking). */
export function videoUrl(media: ChatMediaView): string {
  return media.url ?? LOCKED_PLACEHOLDER;
}

/** A transparent pixel behind a locked tile: the locked media itself is never fetched. */
export const LOCKED_PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** One line for the conversation list. */
export function previewOf(message: ChatMessageView | null, me: number): string {
  if (!message) return 'No messages yet';
  const mine = message.sender.id === me ? 'You: ' : '';
  if (message.locked) return `${mine}Paid message · ${message.price} coins`;
  if (message.body) return mine + message.body;
  const videos = message.media.filter((m) => m.kind === 2).length;
  if (message.media.length === 1) return `${mine}${videos ? 'Video' : 'Photo'}`;
  if (message.media.length) return `${mine}${message.media.length} ${videos === 0 ? 'photos' : videos === message.media.length ? 'videos' : 'media'}`;
  return mine;
}

/** Keeps one copy of each message (by id), in time order. */
export function mergeMessages(current: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.timetoken - b.timetoken);
}

/**
 * The list after reloading its first page (back online): the fresh page replaces its
 * conversations, older ones loaded before stay, latest first (by last timetoken, then id).
 */
export function mergeConversations(current: ConversationView[], freshFirstPage: ConversationView[]): ConversationView[] {
  const fresh = new Set(freshFirstPage.map((c) => c.conversation_id));
  return [...freshFirstPage, ...current.filter((c) => !fresh.has(c.conversation_id))].sort(
    (a, b) => b.last_timetoken - a.last_timetoken || b.conversation_id - a.conversation_id,
  );
}
