import { describe, expect, it, vi } from 'vitest';
import type { LiveView } from '../../../common/live';
import { attachSocket } from '../../realtime/events';
import type { ChatSocket } from '../../realtime/socket';
import { followLive, type LiveViewerMedia } from './live-media';

/** A socket stand-in: the test fires its events as the server would. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = { connected: true, on: (e: string, h: (p: unknown) => void) => handlers.set(e, h), off: (e: string) => handlers.delete(e) };
  return { socket: socket as unknown as ChatSocket, fire: (event: string, payload: unknown) => handlers.get(event)?.(payload) };
}

const state = (publishing: boolean, liveId = 4) => ({ live_id: liveId, publishing }) as LiveView;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('followLive', () => {
  it('watches now, and again only when the stream comes back after a gap', async () => {
    const { socket, fire } = fakeSocket();
    const detach = attachSocket(socket);
    const closes: number[] = [];
    let n = 0;
    const watch = vi.fn(async () => {
      const id = ++n;
      return { stream: {} as MediaStream, firstFrame: Promise.resolve(), close: () => closes.push(id) } satisfies LiveViewerMedia;
    });
    const got: LiveViewerMedia[] = [];
    const stop = followLive(4, { ice_servers: [], ttl_seconds: 0 }, (m) => got.push(m), watch);
    await flush();
    expect(watch).toHaveBeenCalledTimes(1);

    fire('live_state', state(true)); // still up: no second watch
    fire('live_state', state(false, 9)); // another live: ignored
    await flush();
    expect(watch).toHaveBeenCalledTimes(1);

    fire('live_state', state(false)); // the creator dropped
    fire('live_state', state(true)); // and came back
    await flush();
    expect(watch).toHaveBeenCalledTimes(2);
    expect(got).toHaveLength(2);
    expect(closes).toEqual([1]);

    stop();
    expect(closes).toEqual([1, 2]);
    fire('live_state', state(false));
    fire('live_state', state(true));
    await flush();
    expect(watch).toHaveBeenCalledTimes(2);
    detach();
  });

  it('retries on the next live_state when nothing was published yet', async () => {
    const { socket, fire } = fakeSocket();
    const detach = attachSocket(socket);
    const watch = vi
      .fn()
      .mockRejectedValueOnce(new Error('not publishing'))
      .mockResolvedValue({ stream: {}, firstFrame: Promise.resolve(), close() {} });
    const got: unknown[] = [];
    const stop = followLive(4, { ice_servers: [], ttl_seconds: 0 }, (m) => got.push(m), watch);
    await flush();
    expect(got).toHaveLength(0);
    fire('live_state', state(true));
    await flush();
    expect(got).toHaveLength(1);
    stop();
    detach();
  });
});
