import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { connectChatSocket } from './socket';

/** Stands in for the socket.io client object only: what connect/disconnect calls it receives. */
class FakeSocket extends EventEmitter {
  connected = false;
  connects = 0;
  connect() {
    this.connects++;
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
}

function setup() {
  const socket = new FakeSocket();
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const state = { online: false };
  const connection = connectChatSocket({
    query: { ut: '3', pt: 'fanstage' },
    socket: socket as unknown as Socket,
    target: Object.assign(win, { document: doc }) as never,
    onOnline: () => (state.online = true),
    onOffline: () => (state.online = false),
  });
  return { socket, win, doc, state, connection };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat socket', () => {
  it('connects at once and marks online/offline', () => {
    const { socket, state } = setup();
    expect(socket.connects).toBe(1);
    socket.emit('connect');
    expect(state.online).toBe(true);
    socket.emit('disconnect', 'transport close');
    expect(state.online).toBe(false);
  });

  it('reconnects 5 s after the server drops it', () => {
    const { socket } = setup();
    socket.emit('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(4_999);
    expect(socket.connects).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(2);
  });

  it('reconnects on coming online, on a click and when the page becomes visible, only when disconnected', () => {
    const { socket, win, doc } = setup();
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('click'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(socket.connects).toBe(3);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(socket.connects).toBe(4);
    socket.connected = true;
    win.dispatchEvent(new Event('click'));
    expect(socket.connects).toBe(4);
  });

  it('stops reconnecting once closed', () => {
    const { socket, win, connection } = setup();
    connection.close();
    win.dispatchEvent(new Event('online'));
    socket.emit('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(10_000);
    expect(socket.connects).toBe(1);
  });

  it('passes user_info_change on', () => {
    const socket = new FakeSocket();
    const changes: unknown[] = [];
    connectChatSocket({
      query: { ut: '0', pt: 'fanstage' },
      socket: socket as unknown as Socket,
      target: Object.assign(new EventTarget(), { document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) }) as never,
      onOnline: () => undefined,
      onOffline: () => undefined,
      onUserInfoChange: (info) => changes.push(info),
    });
    socket.emit('user_info_change', { user_id: 7, portrait: '/media/3/w_320,h_320' });
    expect(changes).toEqual([{ user_id: 7, portrait: '/media/3/w_320,h_320' }]);
  });
});
