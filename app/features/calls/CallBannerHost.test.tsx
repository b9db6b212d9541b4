/**
 * The incoming-call banner host (spec sections 4 and 5) against the real socket events module (realtime/events.ts) with
 * a fake socket, a stubbed getUserMedia and a mocked API client.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider, LazyIncomingCallBanners, LazyConfirmDialog } from '#ds';
import type { IncomingCall } from '../../../common/calls';
import { attachSocket } from '../../realtime/events';
import { CallBannerHost } from './CallBannerHost';
import { useIncomingCalls } from './incoming-calls';

/** Spec section 5's title, with the product's name for its "the product". */
const PERMISSION_DIALOG = 'Allow Fanstage to access your camera and microphone.';

const call = vi.fn<(name: string, input?: unknown) => Promise<unknown>>();
vi.mock('../../lib/api', () => ({ api: () => ({ call }) }));

const ME = 5;
const invite = (over: Partial<IncomingCall> = {}): IncomingCall => ({
  call_id: 7,
  send_user_info: { id: 9, nick_name: 'Mia', portrait: '' },
  timeout_sec: 140,
  user_call_setting: { total_tokens: 60, min_time: 3 },
  ...over,
});

/** A socket.io client stand-in: the tests fire its events. */
function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    connected: false,
    on: (event: string, handler: (payload: unknown) => void) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler),
    off: (event: string, handler: (payload: unknown) => void) => void handlers.get(event)?.delete(handler),
    fire: (event: string, payload?: unknown) => {
      if (event === 'connect') socket.connected = true;
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
    },
  };
  return socket;
}

let socket: ReturnType<typeof fakeSocket>;
let detach: () => void;
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();
const stop = vi.fn();
const stream = () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream;
const denied = () => Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderHost(me: number | null = ME) {
  return render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={['/home']}>
        <CallBannerHost me={me} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

const banners = () => screen.queryAllByTestId('incoming-call-banner');
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

// The host loads the design system's component on demand (ADR 105): loaded first, it renders at once.
beforeAll(() => Promise.all([LazyIncomingCallBanners.preload(), LazyConfirmDialog.preload()]));

beforeEach(() => {
  useIncomingCalls.setState({ calls: [] });
  socket = fakeSocket();
  detach = attachSocket(socket as never);
  call.mockReset();
  call.mockImplementation(async (name) => (name === 'call.incoming' ? { list: [] } : { result: 'ok' }));
  getUserMedia.mockReset();
  getUserMedia.mockImplementation(async () => stream());
  stop.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});
afterEach(() => {
  detach();
  vi.useRealTimers();
});

describe('incoming-call banners', () => {
  it('call_invite shows a banner; the same call_id replaces it; call_cancel removes it', () => {
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    expect(screen.getByRole('article', { name: 'Incoming call from Mia' })).toBeInTheDocument();
    act(() => socket.fire('call_invite', invite({ send_user_info: { id: 9, nick_name: 'Mia Rose', portrait: '' } })));
    expect(banners()).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Incoming call from Mia Rose' })).toBeInTheDocument();
    act(() => socket.fire('call_invite', invite({ call_id: 8, send_user_info: { id: 10, nick_name: 'Zoe', portrait: '' } })));
    expect(banners()).toHaveLength(2);
    act(() => socket.fire('call_cancel', { call_id: 7 }));
    expect(useIncomingCalls.getState().calls.map((c) => c.call_id)).toEqual([8]);
  });

  it('a swipe up of more than 10 px clears every banner', () => {
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    act(() => socket.fire('call_invite', invite({ call_id: 8 })));
    const stack = screen.getByRole('region', { name: 'Incoming calls' });
    fireEvent.pointerDown(stack, { clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(stack, { clientY: 85, pointerId: 1 });
    expect(useIncomingCalls.getState().calls).toEqual([]);
  });

  it('timeout_sec ends a banner (140 s by default)', () => {
    vi.useFakeTimers();
    renderHost();
    act(() => socket.fire('call_invite', invite({ timeout_sec: 30 })));
    act(() => vi.advanceTimersByTime(29_999));
    expect(useIncomingCalls.getState().calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(useIncomingCalls.getState().calls).toHaveLength(0);
  });

  it('on socket connect, the calls still ringing are fetched and shown', async () => {
    call.mockImplementation(async (name) => (name === 'call.incoming' ? { list: [invite({ call_id: 11 })] } : { result: 'ok' }));
    renderHost();
    act(() => socket.fire('connect'));
    await waitFor(() => expect(banners()).toHaveLength(1));
    expect(call).toHaveBeenCalledWith('call.incoming', {}, { silent: true });
  });

  it('shows and fetches nothing for a visitor', () => {
    renderHost(null);
    act(() => socket.fire('connect'));
    act(() => socket.fire('call_invite', invite()));
    expect(banners()).toHaveLength(0);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('accept', () => {
  it('opens the camera, then the microphone, stops each, accepts and goes to the call', async () => {
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(location()).toBe('/video-call?call_id=7'));
    expect(getUserMedia.mock.calls.map(([c]) => c)).toEqual([{ video: true }, { audio: true }]);
    expect(stop).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenCalledWith('call.accept', { call_id: 7 });
    // (the banner's leave animation keeps it in the DOM a moment)
    expect(useIncomingCalls.getState().calls).toEqual([]);
  });

  it('a second press while pending is ignored', async () => {
    let release!: () => void;
    call.mockImplementation((name) => (name === 'call.accept' ? new Promise((r) => (release = () => r({ result: 'ok' }))) : Promise.resolve({ list: [] })));
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    const accept = screen.getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    await waitFor(() => expect(call).toHaveBeenCalledWith('call.accept', { call_id: 7 }));
    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(call.mock.calls.filter(([name]) => name === 'call.decline')).toHaveLength(0);
    await act(async () => release());
    expect(call.mock.calls.filter(([name]) => name === 'call.accept')).toHaveLength(1);
  });

  it('NotAllowedError shows the permission dialog and accepts nothing', async () => {
    getUserMedia.mockImplementation(async (c) => (c.audio ? Promise.reject(denied()) : stream()));
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: PERMISSION_DIALOG });
    expect(dialog).toHaveTextContent('Please make sure your camera and microphone permissions are enabled to start the Video Call.');
    expect(getUserMedia.mock.calls.map(([c]) => c)).toEqual([{ video: true }, { audio: true }]);
    expect(call).not.toHaveBeenCalledWith('call.accept', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The banner stays, ready for another try.
    expect(screen.getByRole('button', { name: 'Accept' })).not.toHaveAttribute('aria-busy');
  });

  it('a camera refusal stops before the microphone is asked', async () => {
    getUserMedia.mockImplementation(async () => Promise.reject(denied()));
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('dialog', { name: PERMISSION_DIALOG });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('any other media failure stops the accept silently', async () => {
    getUserMedia.mockImplementation(async () => Promise.reject(Object.assign(new Error('no camera'), { name: 'NotFoundError' })));
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    const accept = screen.getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    await waitFor(() => expect(accept).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).not.toHaveBeenCalledWith('call.accept', expect.anything());
    expect(location()).toBe('/home');
  });

  it('a failed accept goes to the chat with the caller and ends the loading', async () => {
    call.mockImplementation(async (name) => {
      if (name === 'call.accept') throw new Error('This call has ended.');
      return { list: [] };
    });
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    const accept = screen.getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    await waitFor(() => expect(location()).toBe(`/chatRoom?u1=${ME}&u2=9`));
    await waitFor(() => expect(accept).not.toHaveAttribute('aria-busy'));
  });
});

describe('decline', () => {
  it('removes the banner and tells the server', async () => {
    renderHost();
    act(() => socket.fire('call_invite', invite()));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(useIncomingCalls.getState().calls).toEqual([]);
    expect(call).toHaveBeenCalledWith('call.decline', { call_id: 7 });
  });
});
