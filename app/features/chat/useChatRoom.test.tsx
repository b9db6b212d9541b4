/**
 * The sending tab takes its message from the HTTP answer; the socket's copy serves the user's
 * other tabs (ADR 083): no message twice, and none before its answer.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageView } from '../../../common/chat';
import { dispatchSocketEvent } from '../../realtime/events';
import { useChatRoom } from './useChatRoom';

const ME = 1;
const PEER = 2;
const CONVERSATION = 9;
let nextId = 100;
const message = (over: Partial<ChatMessageView>): ChatMessageView => ({
  id: nextId++,
  conversation_id: CONVERSATION,
  client_id: `c-${nextId}-abcdefgh`,
  sender: { id: ME, user_name: 'me', nickname: '', portrait: '' },
  msg_type: 1,
  body: 'hello',
  has_spent: false,
  timetoken: nextId * 1000,
  created_at: '2026-11-25T00:00:00Z',
  price: 0,
  locked: false,
  media: [],
  ...over,
});

/** The send's HTTP answer waits for the test to let it go (the server emits before it answers). */
let answer: { sent: ChatMessageView; release: () => void } | null = null;
const call = vi.fn(async (name: string, input: Record<string, unknown>) => {
  if (name === 'chat.send') {
    const sent = message({ client_id: String(input.client_id), body: String(input.body) });
    await new Promise<void>((release) => (answer = { sent, release }));
    return { message: sent, created: true };
  }
  if (name === 'system.init') return { TC: 0, TN: 0, SC: 0 };
  if (name === 'chat.history') return { list: [], has_more: false };
  return {};
});
vi.mock('../../lib/api', () => ({ api: () => ({ call }) }));
vi.mock('../pay/spend', () => ({
  useSpend: () => async (request: { spend: () => Promise<void> }) => {
    await request.spend();
    return 'done';
  },
}));
vi.mock('../publish/useUploads', () => ({ useUploads: () => ({ items: [], add: vi.fn(), retry: vi.fn(), remove: vi.fn(), addStored: vi.fn() }) }));

const start = {
  me: ME,
  conversation: {
    conversation_id: CONVERSATION,
    peer: { id: PEER, user_name: 'peer', nickname: 'Peer', portrait: '', user_role: 1 as const },
    allowance: { free_left: null, price: 0, blocked: 'none' as const },
    mute: false,
  },
  history: { list: [], has_more: false },
} as unknown as Parameters<typeof useChatRoom>[0];

beforeEach(() => {
  answer = null;
  call.mockClear();
});

describe('useChatRoom: the sending tab and the socket', () => {
  it('a message sent here comes from its HTTP answer; its socket copy, even before the answer, adds nothing', async () => {
    const { result } = renderHook(() => useChatRoom(start));
    act(() => result.current.setDraft('hello'));
    let sending!: Promise<void>;
    act(() => void (sending = result.current.send()));
    await waitFor(() => expect(answer).not.toBeNull());
    act(() => dispatchSocketEvent('chat_message', { ...answer!.sent, mute: false }));
    expect(result.current.messages).toHaveLength(0);
    expect(result.current.pending.map((p) => p.body)).toEqual(['hello']);
    await act(async () => {
      answer!.release();
      await sending;
    });
    expect(result.current.messages.map((m) => m.body)).toEqual(['hello']);
    // The copy arriving after the answer is the same message: still once.
    act(() => dispatchSocketEvent('chat_message', { ...result.current.messages[0]!, mute: false }));
    expect(result.current.messages).toHaveLength(1);
    expect(result.current.pending).toHaveLength(0);
  });

  it("the user's other tabs and the peer reach this tab through the socket", async () => {
    const { result } = renderHook(() => useChatRoom(start));
    act(() => dispatchSocketEvent('chat_message', { ...message({ body: 'from my phone' }), mute: false }));
    act(() =>
      dispatchSocketEvent('chat_message', {
        ...message({ body: 'from the peer', sender: { id: PEER, user_name: 'peer', nickname: 'Peer', portrait: '' } }),
        mute: false,
      }),
    );
    await waitFor(() => expect(result.current.messages.map((m) => m.body)).toEqual(['from my phone', 'from the peer']));
  });
});
