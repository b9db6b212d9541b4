/**
 * What chat tells people besides the message itself (ADR 072, "Chat notifications"):
 * - type 10: a banner for each new message to its recipient (is_add 0: it is counted in TC, not
 *   TN, and not stored); meta.conversation_id lets the page skip it while that chat is open;
 * - when the recipient has no socket anywhere: a web push and, at most once per conversation
 *   per clock hour, a "messages" email (not for mass-message copies: a broadcast would mail every fan);
 * - type 8: a fan paid the creator's chat price to send a message (stored, TN +1, no banner:
 *   the type-10 banner of that message is already on screen);
 * - type 5: a fan unlocked the sender's paid message (stored, TN +1, banner with meta.tokens).
 * Chat's own send and unlock are not changed: their use cases (chat/use-cases.ts) call `paidSend` and
 * `unlocked` once the write has committed.
 */
import { MSG_TYPE } from '../../../common/chat';
import { NOTIFY_TYPE, type NotificationContent } from '../../../common/notifications';
import type { Database } from '../../db';
import type { ChatMessage, ChatService, ChatUser } from './index';
import { hitLimit, RateLimitedError, type Limit } from '../identity/rate-limit';
import type { PushService } from '../push';
import type { NotificationService } from '../notifications';
import { log } from '../../log';

/** A chat banner stays long enough to read a line. */
export const CHAT_BANNER_SECONDS = 3;
/** The "new message" email: one per conversation per clock hour (a fixed window in rate_limits, shared by every process). */
export const CHAT_MAIL_LIMIT: Limit = { name: 'mail:chat:1h', max: 1, windowSeconds: 3600 };
/** How much of a message a banner, push or email shows. */
export const CHAT_PREVIEW_LENGTH = 80;

const MASS_CLIENT_PREFIX = 'mass-message-';

export const chatLink = (peerId: number) => `/chatRoom?activeContactId=${peerId}`;
const nameOf = (u: { nickname: string; user_name: string }) => u.nickname || u.user_name;

/** One line about a message as its recipient sees it (a locked one shows its price, not its text). */
export function chatPreview(message: Pick<ChatMessage, 'body' | 'locked' | 'price' | 'media'>): string {
  if (message.locked) return `Sent a paid message (${message.price} coins to unlock)`;
  const body = message.body.trim();
  if (body) return body.length > CHAT_PREVIEW_LENGTH ? `${body.slice(0, CHAT_PREVIEW_LENGTH - 1)}…` : body;
  if (message.media.length) return message.media.some((m) => m.kind === 2) ? 'Sent a video' : 'Sent a photo';
  return 'Sent a message';
}

/** The type-10 banner of a message for its recipient, or null when none is due (own echo, muted, a notice). */
export function chatBannerFor(userId: number, message: ChatMessage & { mute: boolean }) {
  if (message.sender.id === userId || message.mute || message.msg_type === MSG_TYPE.notice) return null;
  const content: NotificationContent = { title: nameOf(message.sender), summary: chatPreview(message), avatar: message.sender.portrait || undefined };
  return {
    notifyType: NOTIFY_TYPE.Chat,
    content,
    link: chatLink(message.sender.id),
    showSeconds: CHAT_BANNER_SECONDS,
    meta: { conversation_id: message.conversation_id },
  };
}

export interface ChatNoticeDeps {
  db: Database;
  notifications: Pick<NotificationService, 'notify' | 'banner'>;
  isOnline: (userId: number) => Promise<boolean>;
  push?: Pick<PushService, 'sendToUser'> | null;
  /** A category email (skipped when the user turned it off); resolves to what happened. */
  mail?: (userId: number, category: 'messages', message: { subject: string; text: string }) => Promise<unknown>;
  /** The site's public origin, for the link in the email. */
  publicUrl: string;
}

const tell = (what: string, job: () => Promise<unknown>) => void job().catch((error: Error) => log.warn({ err: error, notice: what }, 'chat notice failed'));

export function createChatNotices(deps: ChatNoticeDeps) {
  /** The first "new message" email of this conversation in this hour? (counts the attempt) */
  async function mailAllowed(userId: number, conversationId: number): Promise<boolean> {
    try {
      await hitLimit(deps.db, CHAT_MAIL_LIMIT, `${userId}:${conversationId}`);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  }

  async function whenOffline(userId: number, message: ChatMessage) {
    if (await deps.isOnline(userId)) return;
    const title = nameOf(message.sender);
    const summary = chatPreview(message);
    const link = chatLink(message.sender.id);
    if (deps.push) await deps.push.sendToUser(userId, { title, body: summary, link, tag: `chat-${message.conversation_id}` });
    if (deps.mail && !message.client_id.startsWith(MASS_CLIENT_PREFIX) && (await mailAllowed(userId, message.conversation_id))) {
      await deps.mail(userId, 'messages', {
        subject: `New message from ${title}`,
        text: `${title} (@${message.sender.user_name}) sent you a message:\n\n${summary}\n\nReply: ${deps.publicUrl.replace(/\/$/, '')}${link}`,
      });
    }
  }

  return {
    /**
     * A message was delivered to `userId`'s room: the recipient gets the type-10 banner, and
     * when they have no socket anywhere a push and (rate-limited) an email. Never throws.
     */
    async delivered(userId: number, message: ChatMessage & { mute: boolean }): Promise<void> {
      const banner = chatBannerFor(userId, message);
      if (!banner) return;
      try {
        deps.notifications.banner(userId, banner);
        await whenOffline(userId, message);
      } catch (error) {
        log.warn({ err: error, userId, messageId: message.id }, 'chat notice failed');
      }
    },

    /** After a paid send (type 8): the creator hears that a fan past the free allowance paid. Never throws. */
    paidSend(toUserId: number, result: Awaited<ReturnType<ChatService['send']>>): void {
      const me = result.message.sender;
      const coins = result.charged;
      if (coins <= 0) return;
      tell('the paid-message notice', () =>
        deps.notifications.notify(toUserId, {
          notifyType: NOTIFY_TYPE.ChatPaid,
          content: { title: `${nameOf(me)} paid to message you`, summary: `${coins} coins from @${me.user_name}`, avatar: me.portrait || undefined },
          link: chatLink(me.id),
          meta: { conversation_id: result.message.conversation_id, tokens: coins },
          isShow: false,
          dedupeKey: `chat-paid:${result.message.id}`,
        }),
      );
    },

    /** After an unlock that charged (type 5): the message's sender hears who paid. Never throws. */
    unlocked(me: ChatUser, result: Awaited<ReturnType<ChatService['unlock']>>): void {
      if (!result.charged) return;
      const m = result.message;
      tell('the unlock notice', () =>
        deps.notifications.notify(m.sender.id, {
          notifyType: NOTIFY_TYPE.ChatUnlocked,
          content: { title: `${nameOf(me)} unlocked your message`, summary: `${m.price} coins from @${me.user_name}`, avatar: me.portrait || undefined },
          link: chatLink(me.user_id),
          meta: { conversation_id: m.conversation_id, tokens: m.price },
          showSeconds: CHAT_BANNER_SECONDS,
          dedupeKey: `chat-unlock:${m.id}:${me.user_id}`,
        }),
      );
    },
  };
}

export type ChatNotices = ReturnType<typeof createChatNotices>;
