/**
 * The error catalogue's entries for calls and lives (spread into ERRORS in errors.ts, which holds
 * the one catalogue; this file only keeps it under the size limit).
 */
export const ROOM_ERRORS = {
  // Paid video calls (issue 21, ADR 099).
  CALL_SELF: { code: 40150, status: 400, message: 'You cannot call yourself.', action: 'prompt' },
  CALL_NO_CONVERSATION: { code: 40390, status: 403, message: 'You can call a fan only from a chat with them.', action: 'prompt' },
  CALL_BLOCKED: { code: 40391, status: 403, message: 'You cannot call this user.', action: 'prompt' },
  CALL_NOT_MEMBER: { code: 40392, status: 403, message: 'You are not in this call.', action: 'prompt' },
  CALL_NOT_FOUND: { code: 40490, status: 404, message: 'This call could not be found.', action: 'prompt' },
  CALL_NOT_OFFERED: { code: 40990, status: 409, message: 'This creator does not take video calls.', action: 'prompt' },
  CALL_OUTSIDE_HOURS: { code: 40991, status: 409, message: 'This creator takes calls only during their hours.', action: 'prompt' },
  CALL_BUSY: { code: 40992, status: 409, message: 'They are on another call. Try again in a few minutes.', action: 'prompt' },
  CALL_ENDED: { code: 40993, status: 409, message: 'This call has ended.', action: 'prompt' },
  CALL_FAN_CANNOT_PAY: { code: 40994, status: 409, message: "This fan doesn't have enough coins for this call.", action: 'prompt' },
  CALL_ANSWERED_ELSEWHERE: { code: 40995, status: 409, message: 'This call was answered on another device.', action: 'prompt' },
  // Live streaming (issue 22, ADRs 101-103).
  LIVE_TICKET_PRICE_LIMIT: { code: 40970, status: 409, message: "You've reached the limit of 2 ticket price changes for this Live.", action: 'prompt' },
  LIVE_KICK_LIMIT: { code: 40971, status: 409, message: "You've reached the limit of 20 kicks for this Live.", action: 'prompt' },
  LIVE_ENDED: { code: 40972, status: 409, message: 'This Live has ended.', action: 'prompt' },
  LIVE_ALREADY_RUNNING: { code: 40973, status: 409, message: 'You are already live.', action: 'prompt' },
  LIVE_NOT_RUNNING: { code: 40974, status: 409, message: 'This Live has not started yet.', action: 'prompt' },
  LIVE_NOT_PUBLISHING: { code: 40975, status: 409, message: 'The creator is reconnecting. The video will be back in a moment.', action: 'prompt' },
  LIVE_CHAT_MUTED: { code: 40976, status: 409, message: 'The creator has muted the chat.', action: 'prompt' },
  LIVE_TICKET_REQUIRED: { code: 40395, status: 403, message: 'This Live needs a ticket.', action: 'prompt' },
  LIVE_KICKED: { code: 40396, status: 403, message: 'You were removed from this Live and cannot rejoin it.', action: 'prompt' },
  LIVE_NOT_CREATOR: { code: 40397, status: 403, message: 'Only the creator of this Live can do this.', action: 'prompt' },
  LIVE_NOT_FOUND: { code: 40495, status: 404, message: 'This Live could not be found.', action: 'prompt' },
  LIVE_SCHEDULE_TIME: { code: 40095, status: 400, message: 'Please choose a start time between 3 minutes and 30 days from now.', action: 'prompt' },
  LIVE_TOY_LEVELS_ORDER: { code: 40096, status: 400, message: 'Each toy level needs more coins than the level before it.', action: 'prompt' },
} as const;
