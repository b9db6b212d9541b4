import { describe, expect, it } from 'vitest';
import { NOTIFY_TYPE } from '../../../common/notifications';
import { addsUnread, bannerFromNotify, hiddenByOpenConversation, parseContent } from './banner';

const notify = (over: Record<string, unknown> = {}) => ({
  notify_type: NOTIFY_TYPE.Tip,
  is_show: 1 as const,
  is_add: 1 as const,
  link: '/@golden_fan',
  meta: { tokens: 7 },
  content: { title: 'Golden Fan sent you a tip', summary: '7 coins', avatar: '/a.png', button: 'Say thanks' },
  ...over,
});

describe('banner from realtime_notify (spec section 3)', () => {
  it('maps content to left (avatar), middle (title, summary), right (type 2 button) and meta.tokens', () => {
    expect(bannerFromNotify(notify({ show_seconds: 4 }), 'u1')).toEqual({
      uuid: 'u1',
      notify_type: 10,
      left: { type: 1, content: '/a.png' },
      middle: { title: 'Golden Fan sent you a tip', summary: '7 coins' },
      right: { type: 2, content: 'Say thanks' },
      meta: { tokens: 7 },
      show_seconds: 4,
      link: '/@golden_fan',
      conversationId: undefined,
    });
  });

  it('live notifications (20, and live starts in 3 minutes) are banner type 20 (LIVE badge); others 10', () => {
    expect(bannerFromNotify(notify({ notify_type: NOTIFY_TYPE.Live }), 'u')!.notify_type).toBe(20);
    expect(bannerFromNotify(notify({ notify_type: NOTIFY_TYPE.LiveStartsIn3Minutes }), 'u')!.notify_type).toBe(20);
    for (const type of [5, 8, 10, 26, 27, 30]) expect(bannerFromNotify(notify({ notify_type: type }), 'u')!.notify_type).toBe(10);
  });

  it('no banner when is_show is 0 or there is no title; show_seconds left to the default (1 s) when absent or invalid', () => {
    expect(bannerFromNotify(notify({ is_show: 0 }), 'u')).toBeNull();
    expect(bannerFromNotify(notify({ content: { summary: 'x' } }), 'u')).toBeNull();
    expect(bannerFromNotify(notify(), 'u')!.show_seconds).toBeUndefined();
    expect(bannerFromNotify(notify({ show_seconds: 0 }), 'u')!.show_seconds).toBeUndefined();
    expect(bannerFromNotify(notify({ show_seconds: 'soon' }), 'u')!.show_seconds).toBeUndefined();
  });

  it('content may come as JSON text; the conversation id rides along', () => {
    const banner = bannerFromNotify(notify({ content: JSON.stringify({ title: 'New message' }), meta: { conversation_id: 9 } }), 'u')!;
    expect(banner.middle).toEqual({ title: 'New message', summary: undefined });
    expect(banner.conversationId).toBe(9);
    expect(banner.meta).toBeUndefined();
    expect(parseContent('plain words')).toEqual({ title: 'plain words' });
    expect(parseContent(42)).toEqual({ title: '' });
  });

  it('is_add says whether TN goes up', () => {
    expect(addsUnread({ is_add: 1 })).toBe(true);
    expect(addsUnread({ is_add: 0 })).toBe(false);
  });

  it('a chat banner is hidden while its conversation is open, and new-message banners on the conversation list; others never are', () => {
    const chat = notify({ notify_type: NOTIFY_TYPE.Chat, is_add: 0, meta: { conversation_id: 9 } });
    expect(hiddenByOpenConversation(chat, { activeConversationId: 9 })).toBe(true);
    expect(hiddenByOpenConversation(chat, { activeConversationId: 10 })).toBe(false);
    expect(hiddenByOpenConversation(chat, { activeConversationId: null })).toBe(false);
    expect(hiddenByOpenConversation(chat, { activeConversationId: null, onConversationList: true })).toBe(true);
    // An unlock of that conversation's message: hidden in the open chat, shown on the list.
    const unlocked = notify({ notify_type: NOTIFY_TYPE.ChatUnlocked, meta: { conversation_id: 9, tokens: 5 } });
    expect(hiddenByOpenConversation(unlocked, { activeConversationId: 9 })).toBe(true);
    expect(hiddenByOpenConversation(unlocked, { activeConversationId: null, onConversationList: true })).toBe(false);
    const tip = notify();
    expect(hiddenByOpenConversation(tip, { activeConversationId: 9, onConversationList: true })).toBe(false);
  });
});
