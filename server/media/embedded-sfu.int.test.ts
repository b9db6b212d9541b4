import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedSfu } from './embedded-sfu';
import { testPublisher, testViewer, type TestPublisher, type TestViewer } from './test-peers';

describe('embedded SFU (werift)', () => {
  const sfu = new EmbeddedSfu();
  const open: (TestPublisher | TestViewer)[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.close()));
    await sfu.shutdown();
  });

  it('refuses a viewer while nothing is published', async () => {
    await expect(sfu.watch(1, 'a')).rejects.toMatchObject({ code: 40975 });
  });

  it("forwards the publisher's audio and video to each viewer and asks for a keyframe for each", async () => {
    const publisher = await testPublisher((offer) => sfu.publish(7, offer));
    open.push(publisher);
    const viewers = await Promise.all(['a', 'b'].map(async (key) => testViewer(await sfu.watch(7, key), (answer) => sfu.answer(7, key, answer))));
    open.push(...viewers);
    await Promise.all(viewers.map((v) => v.videoPackets(20)));
    expect(sfu.isPublishing(7)).toBe(true);
    for (const viewer of viewers) expect(viewer.received().audio).toBeGreaterThan(0);
    await expect.poll(() => publisher.keyframeRequests()).toBeGreaterThanOrEqual(2);

    // A viewer who leaves gets nothing more; the other keeps receiving.
    await sfu.leave(7, 'a');
    const before = viewers[0]!.received().video;
    const other = viewers[1]!.received().video;
    await viewers[1]!.videoPackets(other + 20);
    expect(viewers[0]!.received().video).toBe(before);
  });

  it('keeps viewers across a new publish (the creator reconnected) and drops everyone on close', async () => {
    const first = await testPublisher((offer) => sfu.publish(8, offer));
    open.push(first);
    const viewer = await testViewer(await sfu.watch(8, 'v'), (answer) => sfu.answer(8, 'v', answer));
    open.push(viewer);
    await viewer.videoPackets(10);
    await first.close();
    await sfu.unpublish(8);
    expect(sfu.isPublishing(8)).toBe(false);
    await expect(sfu.watch(8, 'w')).rejects.toMatchObject({ code: 40975 });

    const second = await testPublisher((offer) => sfu.publish(8, offer));
    open.push(second);
    const count = viewer.received().video;
    await viewer.videoPackets(count + 10);

    await sfu.close(8);
    expect(sfu.isPublishing(8)).toBe(false);
    expect(sfu.stats()).toEqual({ rooms: 0, viewers: 0 });
  });
});
