/** The room's behaviour: socket events into the state, watching while the creator publishes, the creator's camera and publish, the ticket through the spend door. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveView } from '../../../../common/live';
import type { ServerToClientEvents } from '../../../../common/realtime';
import { chatLine, liveView } from './fixtures';
import { TICKET_KEY, useLiveRoom } from './useLiveRoom';

const listeners = vi.hoisted(() => new Map<string, (payload: never) => void>());
const reconnectSocket = vi.hoisted(() => vi.fn());
vi.mock('../../../realtime/events', () => ({
  onSocketEvent: (event: string, listener: (payload: never) => void) => {
    listeners.set(event, listener);
    return () => listeners.delete(event);
  },
  reconnectSocket,
}));
const emit = <E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]) =>
  act(() => listeners.get(event)?.(payload as never));

const { watchLive, publishLive } = vi.hoisted(() => ({ watchLive: vi.fn(), publishLive: vi.fn() }));
vi.mock('../live-media', () => ({ watchLive: (...a: unknown[]) => watchLive(...a), publishLive: (...a: unknown[]) => publishLive(...a) }));

const liveApi = vi.hoisted(() => ({
  chatBacklog: vi.fn(),
  sendChat: vi.fn(),
  buyTicket: vi.fn<(id: number, key: string) => Promise<LiveView>>(),
  summary: vi.fn(),
  share: vi.fn(async () => undefined),
  iceServers: vi.fn(async () => ({ ice_servers: [] })),
}));
vi.mock('./live-api', () => ({ liveApi }));

const spendRequests = vi.hoisted((): { coins: number }[] => []);
vi.mock('../../pay/spend', () => ({
  useSpend: () => async (request: { coins: number; spend: () => Promise<unknown> }) => {
    spendRequests.push(request);
    await request.spend();
    return 'done';
  },
}));

const fakeStream = () => ({ id: Math.random().toString(36), getTracks: () => [{ stop: vi.fn() }] }) as unknown as MediaStream;

beforeEach(() => {
  listeners.clear();
  liveApi.chatBacklog.mockImplementation(async () => ({ list: [chatLine(1, 'earlier')] }));
  liveApi.sendChat.mockImplementation(async (_id: number, text: string) => chatLine(7, text));
  watchLive.mockReset();
  publishLive.mockReset();
  spendRequests.length = 0;
  watchLive.mockImplementation(async () => ({ stream: fakeStream(), firstFrame: Promise.resolve(), close: vi.fn() }));
});

describe('useLiveRoom (viewer)', () => {
  it('loads the chat backlog and adds live_chat lines; live_state keeps the own entry', async () => {
    const { result } = renderHook(() => useLiveRoom(liveView({ entry: 'ticket' })));
    await waitFor(() => expect(result.current.state.chat.map((l) => l.text)).toEqual(['earlier']));
    emit('live_chat', chatLine(2, 'hello'));
    emit('live_state', liveView({ entry: 'free', viewer_count: 40, now: 1_001 }));
    expect(result.current.state.chat.map((l) => l.text)).toEqual(['earlier', 'hello']);
    expect(result.current.state.live.viewer_count).toBe(40);
    expect(result.current.state.live.entry).toBe('ticket');
  });

  it('watches while publishing, stops while the creator reconnects, watches again when back', async () => {
    const { result } = renderHook(() => useLiveRoom(liveView({ publishing: true })));
    await waitFor(() => expect(result.current.stream).not.toBeNull());
    expect(watchLive).toHaveBeenCalledTimes(1);
    const first = await watchLive.mock.results[0].value;
    emit('live_state', liveView({ publishing: false, now: 1_001 }));
    expect(result.current.stream).toBeNull();
    expect(first.close).toHaveBeenCalled();
    emit('live_state', liveView({ publishing: true, now: 1_002 }));
    await waitFor(() => expect(watchLive).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.stream).not.toBeNull());
  });

  it('kicked: the media stops and the page shows the kicked state', async () => {
    const { result } = renderHook(() => useLiveRoom(liveView()));
    await waitFor(() => expect(result.current.stream).not.toBeNull());
    emit('live_kicked', { live_id: 9 });
    expect(result.current.phase).toBe('kicked');
    expect(result.current.stream).toBeNull();
  });

  it('a ticket goes through the spend door with the live key; the answer lets the viewer in', async () => {
    liveApi.buyTicket.mockResolvedValue(liveView({ entry: 'ticket', ticket_price: 50, now: 1_005 }));
    const { result } = renderHook(() => useLiveRoom(liveView({ entry: 'needs_ticket', ticket_price: 50 })));
    expect(result.current.phase).toBe('needs_ticket');
    expect(watchLive).not.toHaveBeenCalled();
    await act(() => result.current.buyTicket());
    expect(spendRequests.map((r) => r.coins)).toEqual([50]);
    expect(liveApi.buyTicket).toHaveBeenCalledWith(9, TICKET_KEY(9));
    // The socket enters the room again, now with the ticket.
    expect(reconnectSocket).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('room');
    await waitFor(() => expect(watchLive).toHaveBeenCalled());
  });

  it('sends a chat line and clears the draft', async () => {
    const { result } = renderHook(() => useLiveRoom(liveView()));
    act(() => result.current.setDraft('  nice  '));
    await act(() => result.current.sendChat());
    expect(liveApi.sendChat).toHaveBeenCalledWith(9, 'nice');
    expect(result.current.draft).toBe('');
    expect(result.current.state.chat.some((l) => l.text === 'nice')).toBe(true);
  });

  it('a line typed while the last one is on its way is sent after it, not dropped', async () => {
    liveApi.sendChat.mockClear();
    let answer!: () => void;
    liveApi.sendChat.mockImplementationOnce(async (_id: number, text: string) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return chatLine(8, text);
    });
    const { result } = renderHook(() => useLiveRoom(liveView()));
    act(() => result.current.setDraft('first'));
    let first!: Promise<void>;
    act(() => void (first = result.current.sendChat()));
    // The field is free at once, for the next line.
    expect(result.current.draft).toBe('');
    expect(result.current.sending).toBe(true);
    await waitFor(() => expect(liveApi.sendChat).toHaveBeenCalledTimes(1));
    act(() => result.current.setDraft('second'));
    let second!: Promise<void>;
    act(() => void (second = result.current.sendChat()));
    expect(liveApi.sendChat).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer();
      await first;
      await second;
    });
    expect(liveApi.sendChat.mock.calls.map(([, text]) => text)).toEqual(['first', 'second']);
    expect(result.current.state.chat.map((l) => l.text)).toEqual(expect.arrayContaining(['first', 'second']));
    expect(result.current.sending).toBe(false);
  });

  it('a line the server refused comes back to the field to edit', async () => {
    liveApi.sendChat.mockRejectedValueOnce(new Error('Chat is muted'));
    const { result } = renderHook(() => useLiveRoom(liveView()));
    act(() => result.current.setDraft('hello'));
    await act(() => result.current.sendChat());
    expect(result.current.draft).toBe('hello');
  });
});

describe('useLiveRoom (creator)', () => {
  it('opens camera and microphone and publishes them; never watches', async () => {
    const stream = fakeStream();
    const getUserMedia = vi.fn(async () => stream);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    publishLive.mockImplementation(async () => ({ connected: Promise.resolve(), replaceTrack: vi.fn(), close: vi.fn() }));
    const { result } = renderHook(() => useLiveRoom(liveView({ entry: 'creator', publishing: false })));
    await waitFor(() => expect(publishLive).toHaveBeenCalledWith(9, stream, { ice_servers: [] }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect(result.current.stream).toBe(stream);
    expect(watchLive).not.toHaveBeenCalled();
  });

  it('a refused camera is "denied" (the calls permission texts), nothing published', async () => {
    const getUserMedia = vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const { result } = renderHook(() => useLiveRoom(liveView({ entry: 'creator' })));
    await waitFor(() => expect(result.current.camera).toBe('denied'));
    expect(publishLive).not.toHaveBeenCalled();
  });
});
