import { describe, expect, it } from 'vitest';
import { attachLiveSocket, liveOfPath, onLiveEvent, rejoinLive } from './live-socket';
import type { ChatSocket } from './socket';

describe('liveOfPath (the socket query li)', () => {
  it('is the live_id on /live/join_live only, digits only', () => {
    expect(liveOfPath('/live/join_live', '?live_id=42')).toBe('42');
    expect(liveOfPath('/live/join_live/', '?x=1&live_id=7')).toBe('7');
    expect(liveOfPath('/live', '?live_id=42')).toBeUndefined();
    expect(liveOfPath('/live/gifters', '?live_id=42')).toBeUndefined();
    expect(liveOfPath('/live/join_live', '')).toBeUndefined();
    for (const bad of ['0', '-1', '4e1', '0x2a', ' 42', '12345678901234567'])
      expect(liveOfPath('/live/join_live', `?live_id=${encodeURIComponent(bad)}`)).toBeUndefined();
  });
});

describe('onLiveEvent', () => {
  it("replays the socket's latest live_state to a listener added after it came, and nothing of another socket", () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    const socket = { connected: true, on: (e: string, h: (p: unknown) => void) => handlers.set(e, h), off: (e: string) => handlers.delete(e) };
    const detach = attachLiveSocket(socket as unknown as ChatSocket);
    handlers.get('live_state')!({ live_id: 3, publishing: false });
    handlers.get('live_chat')!({ id: 1 });

    const states: unknown[] = [];
    const chats: unknown[] = [];
    const off = onLiveEvent('live_state', (v) => states.push(v));
    onLiveEvent('live_chat', (l) => chats.push(l));
    expect(states).toEqual([{ live_id: 3, publishing: false }]);
    expect(chats).toEqual([]); // chat lines are not replayed

    handlers.get('live_state')!({ live_id: 3, publishing: true });
    expect(states).toHaveLength(2);
    off();
    detach();

    // A new socket (another live): the old state is gone.
    const detach2 = attachLiveSocket(socket as unknown as ChatSocket);
    const fresh: unknown[] = [];
    onLiveEvent('live_state', (v) => fresh.push(v));
    expect(fresh).toEqual([]);
    detach2();
  });
});

describe('rejoinLive', () => {
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
    const detach = attachLiveSocket(socket as unknown as ChatSocket);
    handlers.get('live_refused')!({ live_id: 3, code: 40395, message: 'This Live needs a ticket.' });
    rejoinLive();
    expect(calls).toEqual(['disconnect', 'connect']);
    const heard: unknown[] = [];
    onLiveEvent('live_refused', (p) => heard.push(p));
    expect(heard).toEqual([]);
    detach();
  });
});
