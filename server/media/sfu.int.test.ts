import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasJanus, startJanus } from '../../scripts/janus.mjs';
import { toolPresent } from '../../test/tools';
import { EmbeddedSfu } from './embedded-sfu';
import { JanusSfu } from './janus-sfu';
import type { Sfu } from './sfu';
import { testPublisher, testViewer, type TestPublisher, type TestViewer } from './test-peers';

type Made = { sfu: Sfu; stop(): Promise<void> } | null;
const NOT_PUBLISHING = 40975;
/** ICE and DTLS on a busy machine (other suites in parallel) may take seconds. */
const WAIT = { timeout: 10_000 };

/** The same behaviour from both SFUs: the embedded default, and Janus when Debian's janus is installed (skipped otherwise). */
describe.each<[string, () => Promise<Made>]>([
  ['embedded (werift)', async () => ({ sfu: new EmbeddedSfu(), stop: async () => {} })],
  [
    'Janus (janode)',
    async () => {
      if (!toolPresent(hasJanus(), 'janus', 'Debian: apt-get install -y janus')) return null;
      const janus = await startJanus({ port: 18_000 + (process.pid % 1000), quiet: true });
      if (!janus) return null;
      return { sfu: new JanusSfu({ url: janus.url, adminKey: janus.adminKey }), stop: () => janus.stop() };
    },
  ],
])('SFU: %s', (_name, make) => {
  let made: Made = null;
  const sfu = () => made!.sfu;
  const open: (TestPublisher | TestViewer)[] = [];
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    await made?.sfu.shutdown();
    await made?.stop();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.close()));
    if (made) await Promise.all([1, 7, 8].map((id) => sfu().close(id)));
  });
  const watcher = async (liveId: number, key: string) => {
    const viewer = await testViewer(await sfu().watch(liveId, key), (answer) => sfu().answer(liveId, key, answer));
    open.push(viewer);
    return viewer;
  };

  it('refuses a viewer while nothing is published', async (ctx) => {
    if (!made) return ctx.skip();
    await expect(sfu().watch(1, 'a')).rejects.toMatchObject({ code: NOT_PUBLISHING });
  });

  it("forwards the publisher's audio and video to each viewer and asks it for a keyframe", async (ctx) => {
    if (!made) return ctx.skip();
    const publisher = await testPublisher((offer) => sfu().publish(7, offer));
    open.push(publisher);
    await expect.poll(() => sfu().isPublishing(7), WAIT).toBe(true);
    const viewers = [await watcher(7, 'a'), await watcher(7, 'b')];
    await Promise.all(viewers.map((v) => v.videoPackets(20)));
    for (const viewer of viewers) await expect.poll(() => viewer.received().audio, WAIT).toBeGreaterThan(0);
    await expect.poll(() => publisher.keyframeRequests(), WAIT).toBeGreaterThanOrEqual(1);

    // A viewer who leaves gets nothing more; the other keeps receiving.
    await sfu().leave(7, 'a');
    await new Promise((r) => setTimeout(r, 200));
    const before = viewers[0]!.received().video;
    await viewers[1]!.videoPackets(viewers[1]!.received().video + 20);
    expect(viewers[0]!.received().video).toBe(before);
  });

  it('keeps viewers across a new publish (the creator reconnected) and drops everyone on close', async (ctx) => {
    if (!made) return ctx.skip();
    const first = await testPublisher((offer) => sfu().publish(8, offer));
    open.push(first);
    await expect.poll(() => sfu().isPublishing(8), WAIT).toBe(true);
    const viewer = await watcher(8, 'v');
    await viewer.videoPackets(10);
    await first.close();
    await sfu().unpublish(8);
    expect(sfu().isPublishing(8)).toBe(false);
    await expect(sfu().watch(8, 'w')).rejects.toMatchObject({ code: NOT_PUBLISHING });

    const second = await testPublisher((offer) => sfu().publish(8, offer));
    open.push(second);
    await expect.poll(() => sfu().isPublishing(8), WAIT).toBe(true);
    // Janus drops a subscriber whose feed left; the realtime layer has the viewer watch again, as here.
    const again = await watcher(8, 'v');
    await again.videoPackets(10);

    await sfu().close(8);
    expect(sfu().isPublishing(8)).toBe(false);
    await expect(sfu().watch(8, 'v')).rejects.toMatchObject({ code: NOT_PUBLISHING });
  });
});

describe('Janus SFU after Janus restarted', () => {
  it('creates the room again and takes a new publisher', async (ctx) => {
    const port = 18_000 + ((process.pid + 250) % 1000);
    const first = await startJanus({ port, quiet: true });
    if (!first) return ctx.skip();
    const sfu = new JanusSfu({ url: first.url, adminKey: first.adminKey });
    const open: TestPublisher[] = [];
    let second: Awaited<ReturnType<typeof startJanus>> = null;
    try {
      open.push(await testPublisher((offer) => sfu.publish(3, offer)));
      await expect.poll(() => sfu.isPublishing(3), WAIT).toBe(true);
      await first.stop();
      await expect.poll(() => sfu.isPublishing(3), WAIT).toBe(false);
      second = await startJanus({ port, adminKey: first.adminKey, quiet: true });
      open.push(await testPublisher((offer) => sfu.publish(3, offer)));
      await expect.poll(() => sfu.isPublishing(3), WAIT).toBe(true);
      const viewer = await testViewer(await sfu.watch(3, 'v'), (answer) => sfu.answer(3, 'v', answer));
      await viewer.videoPackets(10);
      await viewer.close();
    } finally {
      await Promise.all(open.map((p) => p.close()));
      await sfu.shutdown();
      await first.stop();
      await second?.stop();
    }
  });
});
