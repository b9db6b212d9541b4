/**
 * The browser code of lives (app/features/live/live-media.ts) in Debian's chromium with a fake
 * camera, against each SFU: the creator's page publishes, a viewer's page (another context, as
 * another device) watches and decodes frames. The socket is a stand-in that hands each signal to
 * the SFU in this process, as realtime/live.ts does (live.int.test.ts covers that part).
 * Skipped without chromium; the Janus pass is skipped without janus.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasJanus, startJanus } from '../../scripts/janus.mjs';
import { toolPresent } from '../../test/tools';
import { EmbeddedSfu } from './embedded-sfu';
import { JanusSfu } from './janus-sfu';
import type { Sfu } from './sfu';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** What the bundle puts on the page's window (the app's module is not imported here: server code does not depend on app/). */
type IceConfig = { ice_servers: never[]; ttl_seconds: number };
interface PageGlobals {
  live: {
    publishLive(liveId: number, stream: MediaStream, ice: IceConfig): Promise<{ connected: Promise<void> }>;
    watchLive(liveId: number, ice: IceConfig): Promise<{ stream: MediaStream; firstFrame: Promise<void> }>;
  };
}
const LIVE_ID = 5;

/** live-media.ts with the socket's events (app/realtime/events.ts), bundled for the page; window.live exposes them. */
async function bundle(): Promise<string> {
  const entry = `
    import { attachSocket } from './app/realtime/events';
    import { publishLive, watchLive } from './app/features/live/live-media';
    // The shell's socket, as far as socketRequest uses it: every acked emit goes to the test's SFU.
    attachSocket({
      connected: true,
      on() {}, off() {},
      timeout() { return { emit: (event, payload, cb) => window.signal(event, payload).then((answer) => cb(null, answer)) }; },
    });
    window.live = { publishLive, watchLive };
  `;
  const out = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'iife' });
  return out.outputFiles[0]!.text;
}

describe.each<[string, () => Promise<{ sfu: Sfu; stop(): Promise<void> } | null>]>([
  ['embedded', async () => ({ sfu: new EmbeddedSfu(), stop: async () => {} })],
  [
    'Janus',
    async () => {
      if (!toolPresent(hasJanus(), 'janus', 'Debian: apt-get install -y janus')) return null;
      const janus = await startJanus({ port: 18_000 + ((process.pid + 500) % 1000), quiet: true });
      return janus && { sfu: new JanusSfu({ url: janus.url, adminKey: janus.adminKey }), stop: () => janus.stop() };
    },
  ],
])('live media in chromium through the %s SFU', (_name, make) => {
  let browser: Browser | null = null;
  let made: { sfu: Sfu; stop(): Promise<void> } | null = null;
  let script = '';

  beforeAll(async () => {
    if (!toolPresent(fs.existsSync(CHROMIUM), 'chromium', 'Debian: apt-get install -y chromium')) return;
    made = await make();
    if (!made) return;
    script = await bundle();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await made?.sfu.shutdown();
    await made?.stop();
  });

  /** A page whose socket signals to the SFU with `key` as its viewer key. */
  async function page(key: string): Promise<Page> {
    const context = await browser!.newContext();
    await context.grantPermissions(['camera', 'microphone']);
    const p = await context.newPage();
    await p.exposeFunction('signal', async (event: string, payload: { live_id: number; sdp?: string }) => {
      const sfu = made!.sfu;
      try {
        if (event === 'live_publish') return { ok: true, data: { live_id: payload.live_id, sdp: await sfu.publish(payload.live_id, payload.sdp!) } };
        if (event === 'live_watch') return { ok: true, data: { live_id: payload.live_id, sdp: await sfu.watch(payload.live_id, key) } };
        await sfu.answer(payload.live_id, key, payload.sdp!);
        return { ok: true, data: null };
      } catch (error) {
        return { ok: false, code: (error as { code?: number }).code ?? 0, message: String(error) };
      }
    });
    // A localhost page is a secure context (getUserMedia needs one); its content comes from here.
    await p.route('http://localhost/live-test', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<html><body><script>${script}</script></body></html>` }),
    );
    await p.goto('http://localhost/live-test');
    return p;
  }

  it('the creator publishes, a viewer decodes frames', async (ctx) => {
    if (!browser) return ctx.skip();
    const creator = await page('creator');
    await creator.evaluate(async (liveId) => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 1280, height: 720 } });
      const w = window as unknown as PageGlobals & { publisher: unknown };
      const publisher = await w.live.publishLive(liveId, stream, { ice_servers: [], ttl_seconds: 0 });
      await publisher.connected;
      w.publisher = publisher;
    }, LIVE_ID);
    await expect.poll(() => made!.sfu.isPublishing(LIVE_ID), { timeout: 10_000 }).toBe(true);

    const viewer = await page('viewer-1');
    const tracks = await viewer.evaluate(async (liveId) => {
      const w = window as unknown as PageGlobals;
      const media = await w.live.watchLive(liveId, { ice_servers: [], ttl_seconds: 0 });
      await media.firstFrame;
      return media.stream
        .getTracks()
        .map((t) => t.kind)
        .sort();
    }, LIVE_ID);
    expect(tracks).toEqual(['audio', 'video']);
  }, 60_000);
});
