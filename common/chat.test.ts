import { describe, expect, it } from 'vitest';
import { countsAsUnread, MSG_TYPE } from './chat';

describe('a new message raises unread counts only when (spec section 4)', () => {
  const message = { conversation_id: 5, sender_id: 2, msg_type: MSG_TYPE.message };
  it('it is not in the active conversation, not from the user, and not of type 11', () => {
    expect(countsAsUnread(message, 1, null)).toBe(true);
    expect(countsAsUnread(message, 1, 9)).toBe(true);
    expect(countsAsUnread(message, 1, 5)).toBe(false);
    expect(countsAsUnread(message, 2, null)).toBe(false);
    expect(countsAsUnread({ ...message, msg_type: MSG_TYPE.notice }, 1, null)).toBe(false);
  });
});
