/** The room page: a live_gift plays the gift's animation for every viewer (not only the sender); a tip plays none. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider, ToastProvider } from '#ds';
import { GIFT_ANIMATION_MS } from '../../../../common/gifts';
import { giftEvent, liveView } from './fixtures';
import { LiveRoom } from './LiveRoom';

/** Every listener of each event (the room and the toy line both hear live_toy). */
const listeners = vi.hoisted(() => new Map<string, Set<(payload: never) => void>>());
vi.mock('../../../realtime/events', () => ({
  onSocketEvent: (event: string, listener: (payload: never) => void) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return () => listeners.get(event)?.delete(listener);
  },
}));
const emit = (event: string, payload: unknown) => act(() => listeners.get(event)?.forEach((l) => l(payload as never)));
vi.mock('../live-media', () => ({ watchLive: () => new Promise(() => undefined), publishLive: () => new Promise(() => undefined) }));
vi.mock('./live-api', () => ({
  liveApi: { chatBacklog: async () => ({ list: [] }), iceServers: async () => ({ ice_servers: [] }), summary: async () => null },
}));
vi.mock('../../../lib/api', () => ({ api: () => ({ call: vi.fn(async () => ({ coins: 100 })) }) }));

function renderRoom() {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <ToastProvider>
            <LiveRoom initial={liveView({ entry: 'free' })} />
          </ToastProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    {
      initialEntries: ['/live/join_live?live_id=9'],
      hydrationData: { loaderData: { root: { env: { GIFT_ANIMATION_BASE_URL: '/gifts/' }, viewer: { loggedIn: true, userName: 'fan', userRole: 0 } } } },
    },
  );
  return render(
    <DesignSystemProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </DesignSystemProvider>,
  );
}

beforeEach(() => listeners.clear());

describe('LiveRoom', () => {
  it("plays another viewer's gift from live_gift, then it goes", async () => {
    renderRoom();
    await waitFor(() => expect(listeners.has('live_gift')).toBe(true));
    emit('live_gift', giftEvent({ gift_id: 3 }));
    const animation = await screen.findByRole('img', { name: 'Milo sent Champagne' });
    expect(animation.getAttribute('src')).toMatch(/^\/gifts\/champagne\.svg/);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Milo sent Champagne' })).toBeNull(), { timeout: GIFT_ANIMATION_MS + 1000 });
  }, 10_000);

  it('a tip plays no animation; the toy line shows the level live_toy runs', async () => {
    renderRoom();
    await waitFor(() => expect(listeners.has('live_toy')).toBe(true));
    emit('live_gift', giftEvent({ kind: 'tip', gift_id: null, coins: 50 }));
    emit('live_toy', { live_id: 9, from: giftEvent().from, level: 3, strength: 12, seconds: 10, starts_at_ms: Date.now() });
    expect(await screen.findByText('Vibrating: level 3 for 10 s')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Milo/ })).toBeNull();
  });
});
