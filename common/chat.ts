/** Chat constants shared by the server and the page (spec sections 3, 4 and 7). */

/** msg_type: a text message, a shared post, and 11, a notice that never counts as unread. */
export const MSG_TYPE = { message: 1, post: 2, notice: 11 } as const;
/** What a user may send; notices come from the server. */
export const SENDABLE_MSG_TYPES = [MSG_TYPE.message, MSG_TYPE.post] as const;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 30;

/** Timetokens are microseconds; the page divides by 1,000,000 on arrival (spec section 3). */
export const TIMETOKEN_PER_SECOND = 1_000_000;

/** spec section 4: a new message raises unread counts only when these hold. */
export function countsAsUnread(message: { conversation_id: number; sender_id: number; msg_type: number }, me: number, activeConversationId: number | null): boolean {
  return message.conversation_id !== activeConversationId && message.sender_id !== me && message.msg_type !== MSG_TYPE.notice;
}
