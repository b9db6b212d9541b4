import { describe, expect, it } from 'vitest';
import type { ChatMessageView, ConversationView } from '../../../common/chat';
import {
  dayLabel,
  groupEntries,
  listDay,
  listTimeStyle,
  LOCKED_PLACEHOLDER,
  mediaUrl,
  mergeConversations,
  mergeMessages,
  previewOf,
  timetokenDate,
  videoUrl,
} from './format';

const base: ChatMessageView = {
  id: 1,
  conversation_id: 7,
  client_id: 'c1',
  sender: { id: 2, user_name: 'gold_creator', nickname: 'Gold Creator', portrait: '' },
  msg_type: 1,
  body: 'hello',
  has_spent: false,
  timetoken: 1_763_834_400_123_456,
  created_at: '2025-11-22T18:00:00.123Z',
  price: 0,
  locked: false,
  media: [],
};

describe('chat formatting', () => {
  it('a timetoken is microseconds: divided by 1,000,000 on arrival', () => {
    expect(timetokenDate(base.timetoken).toISOString()).toBe('2025-11-22T18:00:00.123Z');
  });

  it('previews say who wrote, and never show a locked body', () => {
    expect(previewOf(null, 1)).toBe('No messages yet');
    expect(previewOf(base, 1)).toBe('hello');
    expect(previewOf(base, 2)).toBe('You: hello');
    expect(previewOf({ ...base, locked: true, body: '', price: 25 }, 1)).toBe('Paid message · 25 coins');
    expect(previewOf({ ...base, body: '', media: [{ media_id: 5, kind: 1, width: 1, height: 1, url: '/media/m/1/5' }] }, 1)).toBe('Photo');
    const video = { media_id: 6, kind: 2, width: 1, height: 1, url: '/media/m/1/6/video' };
    expect(previewOf({ ...base, body: '', media: [video] }, 2)).toBe('You: Video');
    expect(previewOf({ ...base, body: '', media: [video, { ...video, media_id: 7, kind: 1 }] }, 1)).toBe('2 media');
  });

  it('merging keeps one copy per id, the latest version, in time order', () => {
    const a = { ...base, id: 1, timetoken: 30 };
    const b = { ...base, id: 2, timetoken: 10 };
    const unlocked = { ...a, body: 'now visible' };
    expect(mergeMessages([a], [b, unlocked]).map((m) => [m.id, m.body])).toEqual([
      [2, 'hello'],
      [1, 'now visible'],
    ]);
  });

  it('media come from the URLs the server sent (they name the message): images as a variant, videos as sent', () => {
    expect(mediaUrl({ media_id: 5, kind: 1, width: 1, height: 1, url: '/media/m/9/5' })).toBe('/media/m/9/5/w_320,h_0');
    expect(videoUrl({ media_id: 6, kind: 2, width: 1, height: 1, url: '/media/m/9/6/video' })).toBe('/media/m/9/6/video');
    // A locked item has no URL: nothing of it is fetched.
    expect(mediaUrl({ media_id: 5, kind: 1, width: 1, height: 1, url: null })).toBe(LOCKED_PLACEHOLDER);
  });

  it('a reloaded first page of conversations replaces theirs, keeps older loaded ones, latest first', () => {
    const c = (id: number, last: number, unread = 0): ConversationView => ({
      conversation_id: id,
      peer: { id: id + 100, user_name: `u${id}`, nickname: '', portrait: '', user_role: 0 },
      unread,
      mute: false,
      last_timetoken: last,
      last_message: null,
      peer_has_spent: false,
    });
    const before = [c(1, 50), c(2, 40), c(3, 30), c(4, 20)];
    // While offline, conversation 3 got a message and a new conversation 9 started.
    const fresh = [c(9, 70, 1), c(3, 60, 2), c(1, 50)];
    const merged = mergeConversations(before, fresh);
    expect(merged.map((x) => x.conversation_id)).toEqual([9, 3, 1, 2, 4]);
    expect(merged.find((x) => x.conversation_id === 3)!.unread).toBe(2);
  });
});

describe('days and groups', () => {
  const at = (iso: string) => new Date(iso);
  const now = at('2026-11-26T20:00:00Z'); // Thu Nov 26, noon in Pacific time
  it('names days in words, in Pacific time', () => {
    expect(dayLabel(at('2026-11-26T09:00:00Z'), now)).toBe('Today'); // 1 AM Pacific
    expect(dayLabel(at('2026-11-26T07:00:00Z'), now)).toBe('Yesterday'); // 11 PM Pacific the day before
    expect(dayLabel(at('2026-11-24T20:00:00Z'), now)).toBe('Tue, Nov 24');
    expect(dayLabel(at('2025-11-24T20:00:00Z'), now)).toBe('Mon, Nov 24, 2025');
  });
  it('gives a conversation row a time today, a weekday this week, a date before', () => {
    expect(listTimeStyle(at('2026-11-26T17:00:00Z'), now)).toBe('time');
    expect(listDay(at('2026-11-24T17:00:00Z'), now)).toBe('Tue');
    expect(listDay(at('2026-11-02T17:00:00Z'), now)).toBe('Nov 2');
  });
  it('groups runs of one sender within a day and puts a separator before each day', () => {
    const tt = (iso: string) => at(iso).getTime() * 1000;
    const items = [
      { key: 'a', senderId: 1, timetoken: tt('2026-11-25T18:00:00Z') },
      { key: 'b', senderId: 1, timetoken: tt('2026-11-25T18:01:00Z') },
      { key: 'c', senderId: 2, timetoken: tt('2026-11-25T18:02:00Z') },
      { key: 'd', senderId: 2, timetoken: tt('2026-11-26T18:00:00Z') },
      { key: 'e', senderId: 2, timetoken: tt('2026-11-26T18:30:00Z') },
    ];
    const entries = groupEntries(items, now);
    expect(entries.map((e) => (e.kind === 'day' ? e.label : `${e.item.key}${e.groupStart ? '<' : ''}${e.groupEnd ? '>' : ''}`))).toEqual([
      'Yesterday',
      'a<',
      'b>',
      'c<>',
      'Today',
      'd<>',
      'e<>',
    ]);
  });
});
