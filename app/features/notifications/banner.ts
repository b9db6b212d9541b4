/**
 * From a realtime_notify (spec section 3) to what the banner host does: a banner notification
 * (uuid made here, type 10 or 20 with the LIVE badge, avatar left, title and summary in the
 * middle, an optional button right, meta.tokens) when is_show; a TN bump when is_add.
 */
import type { BannerNotification } from '#ds';
import { NOTIFY_TYPE, bannerTypeOf, type NotificationContent, type RealtimeNotify } from '../../../common/notifications';

/** right.type 2: the right part is a button. */
const RIGHT_BUTTON = 2;
/** left.type 1: an avatar image. */
const LEFT_AVATAR = 1;

/** content may arrive as JSON text (spec: "content (JSON)") or as an object. */
export function parseContent(content: unknown): NotificationContent {
  let value = content;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { title: value as string };
    }
  }
  if (value && typeof value === 'object' && typeof (value as { title?: unknown }).title === 'string') return value as NotificationContent;
  return { title: '' };
}

export interface BannerWithLink extends BannerNotification {
  link: string | null;
  conversationId?: number;
}

/** The banner to show for a realtime_notify, or null when it is not to be shown (is_show 0, nothing to say). */
export function bannerFromNotify(
  notify: Pick<RealtimeNotify, 'notify_type' | 'is_show' | 'show_seconds' | 'link' | 'meta'> & { content: unknown },
  uuid: string,
): BannerWithLink | null {
  if (!Number(notify.is_show)) return null;
  const content = parseContent(notify.content);
  if (!content.title) return null;
  const seconds = Number(notify.show_seconds);
  return {
    uuid,
    notify_type: bannerTypeOf(Number(notify.notify_type)),
    left: content.avatar ? { type: LEFT_AVATAR, content: content.avatar } : undefined,
    middle: { title: content.title, summary: content.summary },
    right: content.button ? { type: RIGHT_BUTTON, content: content.button } : undefined,
    meta: notify.meta?.tokens !== undefined ? { tokens: Number(notify.meta.tokens) } : undefined,
    // Spec section 9: show_seconds, or the banner's default (1 s).
    show_seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
    link: notify.link ?? null,
    conversationId: notify.meta?.conversation_id,
  };
}

/** Whether a realtime_notify raises TN. */
export const addsUnread = (notify: Pick<RealtimeNotify, 'is_add'>) => Boolean(Number(notify.is_add));

/**
 * Chat banners that would only repeat what is on screen are not shown: any banner of the
 * conversation open on /chatRoom (meta.conversation_id), and new-message banners (type 10)
 * while the conversation list (/message) is open, which shows the message itself. TN is not
 * affected (type 10 never raises it; others still count).
 */
export function hiddenByOpenConversation(
  notify: Pick<RealtimeNotify, 'notify_type' | 'meta'>,
  where: { activeConversationId: number | null; onConversationList?: boolean },
): boolean {
  const conversationId = notify.meta?.conversation_id;
  if (conversationId !== undefined && where.activeConversationId !== null && Number(conversationId) === where.activeConversationId) return true;
  return Boolean(where.onConversationList) && Number(notify.notify_type) === NOTIFY_TYPE.Chat;
}
