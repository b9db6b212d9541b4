/** The one socket's events for the screens (events.ts): the lives' replayed answer, reconnecting. */
import { describe, expect, it } from 'vitest';
import { attachSocket, onSocketEvent, reconnectSocket } from './events';
import type { ChatSocket } from './socket';

describe('onSocketEvent', () => {
  it("replays the socket's latest live_state to a listener added after it came, and nothing of another socket", () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    const socket = { connected: true, on: (e: string, h: (p: unknown) => void) => handlers.set(e, h), off: (e: string) => handlers.delete(e) };
    const detach = attachSocket(socket as unknown as ChatSocket);
    handlers.get('live_state')!({ live_id: 3, publishing: false });
    handlers.get('live_chat')!({ id: 1 });

    const states: unknown[] = [];
    const chats: unknown[] = [];
    const off = onSocketEvent('live_state', (v) => states.push(v));
    onSocketEvent('live_chat', (l) => chats.push(l));
    expect(states).toEqual([{ live_id: 3, publishing: false }]);
    expect(chats).toEqual([]); // chat lines are not replayed

    handlers.get('live_state')!({ live_id: 3, publishing: true });
    expect(states).toHaveLength(2);
    off();
    detach();

    // A new socket (another live): the old state is gone.
    const detach2 = attachSocket(socket as unknown as ChatSocket);
    const fresh: unknown[] = [];
    onSocketEvent('live_state', (v) => fresh.push(v));
    expect(fresh).toEqual([]);
    detach2();
  });
});

describe('reconnectSocket', () => {
  it('reconnects the shell socket (its li handshake enters again) and forgets the old answer', () => {
    const calls: string[] = [];
    const handlers = new Map<string, (payload: unknown) => void>();
    const socket = {
      connected: true,
      on: (e: string, h: (p: unknown) => void) => handlers.set(e, h),
      off: (e: string) => handlers.delete(e),
      disconnect: () => calls.push('disconnect'),
      connect: () => calls.push('connect'),
    };
    const detach = attachSocket(socket as unknown as ChatSocket);
    handlers.get('live_refused')!({ live_id: 3, code: 40395, message: 'This Live needs a ticket.' });
    reconnectSocket();
    expect(calls).toEqual(['disconnect', 'connect']);
    const heard: unknown[] = [];
    onSocketEvent('live_refused', (p) => heard.push(p));
    expect(heard).toEqual([]);
    detach();
  });
});
