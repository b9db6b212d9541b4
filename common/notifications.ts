/** Notification types (spec section 3). 5, 8 and 10 are chat-related; 20 is a live banner. */
export const NOTIFY_TYPE = {
  ChatMessage: 5,
  ChatPaid: 8,
  Chat: 10,
  Live: 20,
  PrePaymentFailed: 26,
  PaymentFailed: 27,
  LiveStartsIn3Minutes: 28,
} as const;
