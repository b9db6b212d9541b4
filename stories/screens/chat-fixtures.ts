/** The chat screens' sample people, messages and conversations (stories/screens/Chat.stories.tsx). */
import type { ChatMessageView, ConversationView } from '../../common/chat';

export const ME = 1;
export const fan = { id: 2, user_name: 'golden_fan', nickname: 'Golden Fan', portrait: '', user_role: 0 as const };
export const creator = { id: 3, user_name: 'gold_creator', nickname: 'Gold Creator', portrait: '', user_role: 1 as const };
export const T0 = Date.UTC(2026, 10, 22, 18, 0) * 1000;
let nextId = 100;
export function msg(from: { id: number; user_name: string; nickname: string }, body: string, over: Partial<ChatMessageView> = {}): ChatMessageView {
  const id = nextId++;
  return {
    id,
    conversation_id: 7,
    client_id: `c${id}`,
    sender: { id: from.id, user_name: from.user_name, nickname: from.nickname, portrait: '' },
    msg_type: 1,
    body,
    has_spent: false,
    timetoken: T0 + id * 60_000_000,
    created_at: new Date((T0 + id * 60_000_000) / 1000).toISOString(),
    price: 0,
    locked: false,
    media: [],
    ...over,
  };
}
export const me = { id: ME, user_name: 'me_myself', nickname: 'Me' };

export const conversations: ConversationView[] = [
  {
    conversation_id: 7,
    peer: creator,
    unread: 3,
    mute: false,
    last_timetoken: T0 + 5e8,
    last_message: msg(creator, 'See you tonight at the live!'),
    peer_has_spent: false,
  },
  {
    conversation_id: 8,
    peer: fan,
    unread: 150,
    mute: false,
    last_timetoken: T0 + 4e8,
    last_message: msg(fan, 'Sent you a gift', { has_spent: true }),
    peer_has_spent: true,
  },
  {
    conversation_id: 9,
    peer: { id: 4, user_name: 'silver_star', nickname: 'Silver Star', portrait: '', user_role: 1 },
    unread: 0,
    mute: true,
    last_timetoken: T0 + 3e8,
    last_message: msg({ id: 4, user_name: 'silver_star', nickname: 'Silver Star' }, '', {
      price: 20,
      locked: true,
      media: [{ media_id: 5, kind: 1, width: 64, height: 48, url: '/media/m/2/5' }],
    }),
    peer_has_spent: false,
  },
];
