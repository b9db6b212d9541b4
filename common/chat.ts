/** Chat constants shared by the server and the page (spec sections 3, 4 and 7). */

/**
 * msg_type: a text message, a shared post, 11, a notice that never counts as unread, and 12, the
 * record of a video call (ours, issue 21: sent by the caller when the call ends, with `call`).
 */
export const MSG_TYPE = { message: 1, post: 2, notice: 11, call: 12 } as const;
/** What a user may send; notices come from the server. */
export const SENDABLE_MSG_TYPES = [MSG_TYPE.message, MSG_TYPE.post] as const;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 30;

/** Timetokens are microseconds; the page divides by 1,000,000 on arrival (spec section 3). */
export const TIMETOKEN_PER_SECOND = 1_000_000;

/** Whether a stored message of this type raises its recipient's unread counts: a notice never does. */
export const raisesUnread = (msgType: number): boolean => msgType !== MSG_TYPE.notice;

/**
 * What unread messages add to a user's totals (spec section 3): TC counts them unless the
 * conversation is muted; SC counts those from a spender. The server's counters (a conversation's
 * member row, domain/chat/unread.ts) and the page's live badges (stores/realtime.ts) both count so.
 */
export function unreadTotalsOf(counts: { unread: number; spent: number; muted: boolean }): { tc: number; sc: number } {
  return { tc: counts.muted ? 0 : counts.unread, sc: counts.spent };
}

/** spec section 4: a new message raises the page's unread counts only when these hold. */
export function countsAsUnread(
  message: { conversation_id: number; sender_id: number; msg_type: number },
  me: number,
  activeConversationId: number | null,
): boolean {
  return message.conversation_id !== activeConversationId && message.sender_id !== me && raisesUnread(message.msg_type);
}

// --- chat screens, paid messages, allowance, blocks (issue 7 items 1-3, ADR 071) ---

/** A creator's price on one message, and on chat messages past the allowance, in coins (0 free). */
export const CHAT_PRICE_MAX = 10_000;
/** Free messages a non-member fan may send a creator who charges for chat (default). */
export const CHAT_FREE_MESSAGES_DEFAULT = 3;
export const CHAT_FREE_MESSAGES_MAX = 1000;
/** Media items one message may carry. */
export const CHAT_MEDIA_MAX = 10;
/** Spec section 4: allowing paid messages is always true. */
export const PAID_MESSAGES_ALLOWED = true;
/** The /message tabs; the chosen one is kept in session storage (spec section 3: default "all"). */
export const MESSAGE_TABS = ['all', 'unread', 'spenders'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];
export const MESSAGE_TAB_DEFAULT: MessageTab = 'all';
export const MESSAGE_TAB_STORAGE_KEY = 'message_tab';

export interface ChatMediaView {
  media_id: number;
  /** 1 image, 2 video. */
  kind: number;
  width: number | null;
  height: number | null;
  /**
   * null while the message is locked to the viewer. Images: a base to append /w_{w},h_{h} to;
   * videos: the stream. It names the message, and is served only as far as the message is open (ADR 088).
   */
  url: string | null;
}

/** A chat message as one viewer sees it (API and chat_message). */
export interface ChatMessageView {
  id: number;
  conversation_id: number;
  client_id: string;
  sender: { id: number; user_name: string; nickname: string; portrait: string };
  msg_type: number;
  /** Empty while locked. */
  body: string;
  has_spent: boolean;
  /** Microseconds since the epoch. */
  timetoken: number;
  created_at: string;
  /** Coins to unlock (0 free). */
  price: number;
  /** The recipient has not paid yet: body and media are withheld. */
  locked: boolean;
  media: ChatMediaView[];
  /** msg_type 12 only: how the call ended (body holds the same as a sentence for older clients). */
  call?: ChatCallRecord;
}

/** A video call as its conversation records it (issue 21). */
export interface ChatCallRecord {
  call_id: number;
  end_reason: 'declined' | 'missed' | 'cancelled' | 'busy' | 'hung_up' | 'no_coins' | 'failed';
  /** Seconds connected (0 when it never connected). */
  duration_seconds: number;
  /** Coins the fan paid for it. */
  coins: number;
}

export interface ChatPeer {
  id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  user_role: 0 | 1;
}

export interface ConversationView {
  conversation_id: number;
  peer: ChatPeer;
  unread: number;
  mute: boolean;
  last_timetoken: number;
  last_message: ChatMessageView | null;
  /** The peer has spent coins on the viewer (the "spenders" tab). */
  peer_has_spent: boolean;
}

/** What the viewer may send in a conversation: null free_left means no limit. */
export interface ChatAllowance {
  free_left: number | null;
  price: number;
  blocked: 'none' | 'by_me' | 'by_peer';
}

/** The creator's chat settings (/setting/paid_message). */
export interface ChatSettingsView {
  price: number;
  free_messages: number;
  allow_paid_messages: true;
}
