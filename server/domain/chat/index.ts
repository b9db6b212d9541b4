/**
 * Chat (issue 7): one conversation per pair of users; every message is written (with the
 * unread counts it raises) in one transaction before anything is emitted; timetokens are
 * microseconds, strictly increasing per conversation; a message re-sent with the same
 * client id (the page's offline outbox) is stored once.
 *
 * Each file holds one rule: send.ts and store.ts (sending), allowance.ts (the free-chat
 * allowance and the creator's settings), conversations.ts (the list, open, read, mute),
 * history.ts (pages and unlocks), unread.ts (the counters), pair.ts (the pair order),
 * messages.ts (the locked message), blocking.ts, media-access.ts. The functions take their
 * dependencies (`ChatDeps`) first; `createChatService` binds them once.
 */
import { bindDeps } from '../bind';
import { saveSettings, settings } from './allowance';
import { block, blocked, unblock } from './blocking';
import { list, mute, open, read } from './conversations';
import { chatDeps, type ChatOptions } from './deps';
import { history, unlock } from './history';
import { send } from './send';

export type { ChatDeps, ChatMessage, ChatOptions, ChatUser, ConversationSummary } from './deps';
export { messageMediaGrant } from './media-access';

export const chatFunctions = { send, open, list, history, unlock, blocked, block, unblock, settings, saveSettings, read, mute };

export function createChatService(options: ChatOptions) {
  return bindDeps(chatFunctions, chatDeps(options));
}

export type ChatService = ReturnType<typeof createChatService>;
