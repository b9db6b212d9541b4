import { beforeEach, describe, expect, it } from 'vitest';
import { useRealtimeStore } from './realtime';

const me = 1;
const incoming = (over: Partial<Parameters<ReturnType<typeof useRealtimeStore.getState>['receiveChatMessage']>[0]> = {}) => ({
  conversation_id: 5,
  sender: { id: 2 },
  msg_type: 1,
  mute: false,
  has_spent: false,
  ...over,
});

beforeEach(() => useRealtimeStore.setState({ TC: 0, TN: 0, SC: 0, conversations: {}, activeConversationId: null }));

describe('live unread counters (spec section 4)', () => {
  it('a message from someone else, elsewhere, raises TC and its conversation', () => {
    useRealtimeStore.getState().receiveChatMessage(incoming(), me);
    expect(useRealtimeStore.getState()).toMatchObject({ TC: 1, SC: 0, conversations: { 5: 1 } });
  });

  it('not in the active conversation, not from me, not type 11', () => {
    const { receiveChatMessage, setActiveConversation } = useRealtimeStore.getState();
    setActiveConversation(5);
    receiveChatMessage(incoming(), me);
    receiveChatMessage(incoming({ conversation_id: 6, sender: { id: me } }), me);
    receiveChatMessage(incoming({ conversation_id: 6, msg_type: 11 }), me);
    expect(useRealtimeStore.getState()).toMatchObject({ TC: 0, SC: 0, conversations: {} });
  });

  it('TC only when not muted; SC when has_spent', () => {
    const { receiveChatMessage } = useRealtimeStore.getState();
    receiveChatMessage(incoming({ mute: true, has_spent: true }), me);
    expect(useRealtimeStore.getState()).toMatchObject({ TC: 0, SC: 1, conversations: { 5: 1 } });
  });
});

describe('per-conversation counts from the server', () => {
  it('the list seeds them and a read clears one; live messages add on top', () => {
    const { setConversationUnread, receiveChatMessage } = useRealtimeStore.getState();
    setConversationUnread({ 5: 3, 6: 1 });
    receiveChatMessage(incoming(), me);
    expect(useRealtimeStore.getState().conversations).toEqual({ 5: 4, 6: 1 });
    setConversationUnread({ 5: 0 });
    expect(useRealtimeStore.getState().conversations).toEqual({ 5: 0, 6: 1 });
  });
});
