/**
 * Notification types (spec section 3). 5, 8 and 10 are chat-related (their meanings are ours,
 * ADR 072); 20 is a live banner.
 */
export const NOTIFY_TYPE = {
  /** A fan unlocked your paid chat message: stored, TN +1, a banner; meta.tokens (the price), meta.conversation_id. */
  ChatUnlocked: 5,
  /** A fan paid your chat price to message you (past the free allowance): stored, TN +1, no banner (the message's own banner shows); meta.tokens, meta.conversation_id. */
  ChatPaid: 8,
  /** A new chat message: a banner only (is_add 0, not stored: the message counts in TC), meta.conversation_id; the page skips it while that conversation (or the /message list) is open. */
  Chat: 10,
  Live: 20,
  PrePaymentFailed: 26,
  PaymentFailed: 27,
  LiveStartsIn3Minutes: 28,
  /** Our own (not in the spec): a fan tipped the creator; shown with the amount (meta.tokens). */
  Tip: 30,
  /** Our own: a fan joined the creator's membership (a new subscriber). */
  NewMember: 31,
  /** Our own (issue 19): staff decided on the user's host application (approved, or not with the reason). */
  HostApplication: 32,
} as const;

/** Banner types of spec section 3: 10 a plain banner, 20 a live notification (LIVE badge). */
export const BANNER_TYPE = { plain: 10, live: 20 } as const;

/** The banner type a notification is shown with: live ones (20, and "live starts in 3 minutes") get the LIVE badge. */
export function bannerTypeOf(notifyType: number): number {
  return notifyType === NOTIFY_TYPE.Live || notifyType === NOTIFY_TYPE.LiveStartsIn3Minutes ? BANNER_TYPE.live : BANNER_TYPE.plain;
}

/** What a notification shows (stored as `content`, sent as `content` of realtime_notify). */
export interface NotificationContent {
  title: string;
  summary?: string;
  /** Avatar image URL (banner left.content). */
  avatar?: string;
  /** A button label (banner right {type 2, content}). */
  button?: string;
  [key: string]: unknown;
}

/** The realtime_notify payload (spec section 3). */
export interface RealtimeNotify {
  /** The stored notification's id; 0 for a banner that is not stored (type 10). */
  id: number;
  notify_type: number;
  /** 1: show a banner. */
  is_show: 0 | 1;
  /** 1: a new unread notification (TN goes up by one). */
  is_add: 0 | 1;
  show_seconds?: number;
  link: string | null;
  meta: { conversation_id?: number; tokens?: number };
  content: NotificationContent;
  created_at: string;
}

/** A notification of /notifications. */
export interface NotificationItem {
  id: number;
  notify_type: number;
  content: NotificationContent;
  link: string | null;
  read: boolean;
  created_at: string;
}

/** Email notification categories a user can turn off one by one; each email names its category. */
export const EMAIL_CATEGORIES = ['messages', 'activity', 'payments', 'news'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, { label: string; description: string }> = {
  messages: { label: 'New messages', description: 'When someone sends you a message while you are away.' },
  activity: { label: 'Activity', description: 'Tips, follows, lives and other notifications.' },
  payments: { label: 'Payments', description: 'Failed payments and renewals of your memberships.' },
  news: { label: 'News and offers', description: 'Product news and tips for creators.' },
};
/** The email category of a notification type. */
export function emailCategoryOf(notifyType: number): EmailCategory {
  if (notifyType === NOTIFY_TYPE.PrePaymentFailed || notifyType === NOTIFY_TYPE.PaymentFailed) return 'payments';
  if (notifyType === NOTIFY_TYPE.ChatPaid || notifyType === NOTIFY_TYPE.Chat) return 'messages';
  return 'activity';
}

/** Spec section 8. */
export const UNSUBSCRIBE_FAILED = 'Unsubscribe failed';
export const RESUBSCRIBE_FAILED = 'Resubscribe failed';
