#!/usr/bin/env node
// Video call set-up time (issue 21): invite -> both sides connected, on this machine.
// Usage: npm run build && node bench/calls.mjs [--quick] [calls=20] [--relay]   (--quick: 1 call and no warm-up call)
//
// Starts the production build the way the e2e suite does (scripts/e2e-server.mjs: a fresh data
// dir, the seeded e2e users, TEST_CLOCK; coturn only with --relay), and drives Debian's chromium
// with fake camera and microphone: a fan page and a creator page, each in its own context. For
// each call the fan presses "Call for 20 coins" in the spend sheet on the creator's profile (the
// invite), the creator presses Accept on the incoming-call banner as soon as it shows, and the
// bench waits for both call pages to say data-call-state="connected" (the server saw both sides'
// media flowing) and for the first inbound video bytes on both (getStats); then the fan hangs up.
// One warm-up call is not counted. Times are taken here, from the moment the confirm button is
// pressed, so they include the page navigation to /video-call and the accept click's round trips.
// --relay forces iceTransportPolicy 'relay' on both pages (?ice=relay), through a local coturn.
// The seeded fan has 1000 coins and each connected call charges its 20-coin hold: at most 48 calls.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const relay = args.includes('--relay');
const calls = Number(args.find((a) => /^\d+$/.test(a)) ?? (quick ? 1 : 20));
if (!(calls >= 1 && calls <= 48)) throw new Error('calls: 1 to 48 (the seeded fan pays a 20-coin hold per call out of 1000 coins)');
if (!fs.existsSync('build/server/index.js')) throw new Error('no production build: run `npm run build` first');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A port that is free, with the next one free too (the e2e server's OpenID provider takes it). */
async function freePorts() {
  for (;;) {
    const port = await new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    const nextFree = await new Promise((resolve) => {
      const server = net
        .createServer()
        .once('error', () => resolve(false))
        .listen(port + 1, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (nextFree && port < 65_000) return port;
  }
}

async function startServer() {
  const port = await freePorts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-calls-'));
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir, E2E_TURN: relay ? '1' : '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 240_000) throw new Error('the server did not answer /healthz within 240 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const sessions = JSON.parse(fs.readFileSync(path.join(dataDir, 'e2e-sessions.json'), 'utf8'));
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, sessions, stop };
}

async function pageAs(browser, baseURL, token) {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['camera', 'microphone'], { origin: baseURL });
  await context.addCookies([{ name: '__antk', value: token, url: baseURL }]);
  await context.addInitScript(() => {
    if (window.location.protocol === 'about:') return;
    window.localStorage.setItem('first_agree_over_18', '1');
    for (const key of ['become_host_shown', 'concierge_shown']) window.sessionStorage.setItem(key, '1');
    // Each page notes when things happen, by this machine's clock (Date.now(), as the bench's t0):
    // the banner shows, Accept is pressed, the call page says connected, the first video bytes arrive.
    const marks = {};
    window.__bench = marks;
    const mark = (key) => void (marks[key] ??= Date.now());
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="incoming-call-banner"]')) mark('banner');
      if (document.querySelector('[data-call-state="connected"]')) mark('connected');
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-call-state'] });
    document.addEventListener('click', (event) => event.target?.closest?.('[data-testid="incoming-call-banner"]') && mark('accept'), true);
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(config) {
        super(config);
        const poll = setInterval(async () => {
          if (this.connectionState === 'closed') return clearInterval(poll);
          let bytes = 0;
          (await this.getStats()).forEach((r) => {
            if (r.type === 'inbound-rtp' && r.kind === 'video') bytes += r.bytesReceived ?? 0;
          });
          if (bytes > 0) {
            mark('frame');
            clearInterval(poll);
          }
        }, 10);
      }
    };
  });
  return context.newPage();
}

const socketReady = (page) => page.locator('html[data-chat-online="true"]').waitFor({ state: 'attached' });

/** The page's marks once it has all of `keys`. */
async function marks(page, keys) {
  await page.waitForFunction((keys) => keys.every((key) => window.__bench?.[key]), keys, { timeout: 30_000 });
  return page.evaluate(() => window.__bench);
}

async function oneCall(fan, creator, creatorUserName) {
  // A creator's profile asks for the 18+ confirmation once (spec section 5) when the server says so.
  const checked = fan.waitForResponse((response) => response.url().includes('/adult_popup/check/'));
  await fan.goto(`/@${creatorUserName}`);
  if ((await (await checked).json()).data?.is_pop === true) await fan.getByRole('button', { name: 'I am 18 or older' }).click();
  await socketReady(fan);
  await fan.getByRole('button', { name: /^Video call / }).click();
  const confirm = fan.getByRole('dialog', { name: /^Video call with / }).getByRole('button', { name: /^Call for / });
  await confirm.waitFor();

  const accept = creator.getByRole('article', { name: /^Incoming call from / }).getByRole('button', { name: 'Accept' });
  const t0 = Date.now();
  // The creator answers as soon as the banner is there (Playwright's click waits for it to stop moving in).
  const answered = accept.click({ timeout: 30_000 });
  await confirm.click();
  if (relay) {
    // The call page reads ?ice=relay when it loads: both pages go there, the caller's while it rings.
    await fan.waitForURL(/\/video-call\?call_id=\d+$/);
    await fan.goto(`${fan.url()}&ice=relay`);
  }
  await answered;
  const rang = await marks(creator, ['banner', 'accept']);
  if (relay) {
    await creator.waitForURL(/\/video-call\?call_id=\d+$/);
    await creator.goto(`${creator.url()}&ice=relay`);
  }
  const [f, c] = await Promise.all([marks(fan, ['connected', 'frame']), marks(creator, ['connected', 'frame'])]);
  const up = Math.max(f.connected, c.connected);
  const result = { connected: up - t0, frame: Math.max(f.frame, c.frame) - t0, banner: rang.banner - t0, afterAccept: up - rang.accept };

  await fan.getByRole('group', { name: 'Call controls' }).getByRole('button', { name: 'Hang up' }).click();
  await Promise.all([fan, creator].map((p) => p.locator('[data-call-phase="summary"]').waitFor()));
  // The creator waits for the next call somewhere in the app, with the socket up.
  await creator.goto('/message');
  await socketReady(creator);
  return result;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
  ],
});
try {
  const { callFan, callCreator } = server.sessions;
  const fan = await pageAs(browser, server.baseURL, callFan.token);
  const creator = await pageAs(browser, server.baseURL, callCreator.token);
  await creator.goto('/message');
  await socketReady(creator);
  const warm = quick ? null : await oneCall(fan, creator, callCreator.userName);
  const results = [];
  for (let i = 0; i < calls; i++) results.push(await oneCall(fan, creator, callCreator.userName));
  const line = (label, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const f = (ms) => `${Math.round(ms)}`;
    return `${label.padEnd(40)} p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  min ${f(sorted[0])} ms  max ${f(sorted.at(-1))} ms`;
  };
  console.log(
    `${calls} calls${relay ? ' through TURN only (relay)' : ' peer to peer'}, ${os.cpus().length} cores; ${warm ? `warm-up call ${Math.round(warm.connected)} ms (not counted)` : 'no warm-up call'}`,
  );
  console.log(
    line(
      'invite -> both sides connected',
      results.map((r) => r.connected),
    ),
  );
  console.log(
    line(
      'invite -> first video bytes on both',
      results.map((r) => r.frame),
    ),
  );
  console.log(
    line(
      '  of which: invite -> banner shown',
      results.map((r) => r.banner),
    ),
  );
  console.log(
    line(
      '  of which: accept pressed -> connected',
      results.map((r) => r.afterAccept),
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
