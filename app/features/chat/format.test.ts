import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from '../../../common/chat';
import { mediaUrl, mergeMessages, previewOf, timetokenDate } from './format';

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
    expect(previewOf({ ...base, body: '', media: [{ media_id: 5, kind: 1, width: 1, height: 1 }] }, 1)).toBe('Photo');
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

  it('images come from the variant URL', () => {
    expect(mediaUrl(5)).toBe('/media/5/w_320,h_0');
  });
});
