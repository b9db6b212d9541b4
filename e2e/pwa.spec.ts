/**
 * The installable app (issue 24, ADR 111) in Debian chromium: the manifest and the worker are found
 * and Chromium finds the app installable; offline, a visited page reloads to the offline page with the
 * build's assets from the precache, and a link inside the loaded app says the spec's network error;
 * a new build with a new /v.json reloads the page once onto the new chunks, and the new worker takes
 * over; iOS Safari gets the "Add to Home Screen" steps and the installed app nothing; Chromium's own
 * offer sits behind one button; user/report goes every 60 s; the reports land in the database.
 */
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { tokens } from '../design-system/tokens/tokens';
import { expect, hydrated, test } from './fixtures';

// The suite blocks workers elsewhere (playwright.config.ts); the guide is not dismissed here.
test.use({ serviceWorkers: 'allow', installGuideSeen: false });
// The last test reads the installs the tests before it reported: the file stays in one shard, in order (ADR 124).
test.describe.configure({ mode: 'default' });

const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** The installed app: the standalone display mode (and iOS's navigator.standalone). */
const STANDALONE = () => {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    /display-mode:\s*standalone/.test(query) ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
  Object.defineProperty(navigator, 'standalone', { value: true });
};

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

test('the manifest and the worker are found, and Chromium finds the app installable', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Fanstage', start_url: '/home', display: 'standalone', theme_color: tokens.color.background });
  expect(manifest.background_color).toBe(tokens.color.background);
  expect(manifest.icons.filter((i: { purpose: string }) => i.purpose === 'maskable').map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/message', '/publish']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');

  // A test context is off the record, where Chromium never installs: a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-pwa-profile-'));
  const { launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/home');
    await hydrated(page);
    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { errors, url } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 }).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a visited page reloads to the offline page, with the build from the precache', async ({ page, context }) => {
  await page.goto('/home');
  await hydrated(page);
  await controlled(page);
  const script = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/assets\/.+\.js$/.test(e.name))!.name);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page needs a connection.')).toBeVisible();
  expect(await page.evaluate(async (url) => (await fetch(url)).status, script)).toBe(200);
  // Pages and API answers are never kept: offline they fail rather than show someone's data.
  expect(
    await page.evaluate(() =>
      fetch('/api/core/system/show_settings/').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await hydrated(page);
  await expect(page).toHaveURL(/\/home$/);
});

test('offline, a link inside the loaded app says "No network, please try later.", not an error 500', async ({ page, context }) => {
  await page.goto('/home');
  await hydrated(page);
  await controlled(page);
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page.getByRole('heading', { name: 'No network, please try later.' })).toBeVisible();
  await expect(page.getByText('Error 500')).toHaveCount(0);
  await context.setOffline(false);
});

test('iOS Safari sees the "Add to Home Screen" steps from its second visit; dismissed, they stay away', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ userAgent: IOS_SAFARI, viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
  await context.addInitScript(() => window.localStorage.setItem('first_agree_over_18', '1'));
  const visit = async () => {
    const page = await context.newPage(); // a new tab: a new open
    const answered = page.waitForResponse('**/api/core/user/open_app_report/');
    await page.goto('/home');
    await hydrated(page);
    return { page, answer: (await (await answered).json()).data };
  };
  const first = await visit();
  expect(first.answer).toEqual({ is_prompt_install: false });
  const second = await visit();
  expect(second.answer).toEqual({ is_prompt_install: true });
  const guide = second.page.getByRole('region', { name: 'Add Fanstage to your home screen' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('Choose "Add to Home Screen".')).toBeVisible();
  const dismissed = second.page.waitForResponse((r) => r.url().endsWith('/common_report/') && r.request().postDataJSON().type === 'dismissed');
  await guide.getByRole('button', { name: 'Close' }).click();
  await expect(guide).toHaveCount(0);
  await dismissed;
  const third = await visit();
  expect(third.answer).toEqual({ is_prompt_install: false });
  await expect(third.page.getByRole('region', { name: /home screen/ })).toHaveCount(0);
  await context.close();
});

test('inside the installed app there is no guide, and the open is reported as standalone', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IOS_SAFARI, serviceWorkers: 'allow' });
  await context.addInitScript(() => window.localStorage.setItem('first_agree_over_18', '1'));
  await context.addInitScript(STANDALONE);
  const reports: unknown[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const page = await context.newPage();
    page.on('request', (r) => r.url().includes('/api/core/') && r.url().includes('report') && reports.push(r.postDataJSON()));
    const answered = page.waitForResponse('**/api/core/user/open_app_report/');
    await page.goto('/home');
    await hydrated(page);
    expect((await (await answered).json()).data).toEqual({ is_prompt_install: false });
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: /home screen|Install/ })).toHaveCount(0);
  }
  expect(reports).toContainEqual(expect.objectContaining({ open_source: 1 }));
  expect(reports).toContainEqual(expect.objectContaining({ action: 'user_open_mode', open_mode: 1, device_platform: 2 }));
});

test('user/report goes on start and then every 60 s', async ({ page, loginAs }) => {
  test.setTimeout(60_000);
  await loginAs('fan');
  // Each user/report the page sends, at the page's (fake) clock; the request still goes to the server.
  await page.addInitScript(() => {
    const sent: number[] = ((window as unknown as { userReports: number[] }).userReports = []);
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/core/user/report/')) sent.push(Date.now());
      return original(input, init);
    };
  });
  const sent = () => page.evaluate(() => (window as unknown as { userReports: number[] }).userReports);
  // Paused before the page loads: only the test moves the page's time.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  const report = () => page.waitForResponse('**/api/core/user/report/');
  const firstAnswered = report();
  await page.goto('/home');
  await hydrated(page);
  // The reports start once the page is idle (ADR 105): on, a little at a time, until the first goes.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return (await sent()).length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  const [first] = await sent();
  // Answered before time moves on, so no call's 30 s timeout fires while it is out.
  expect((await firstAnswered).ok()).toBe(true);
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(first + 59_999 - now);
  expect(await sent()).toEqual([first]);
  const secondAnswered = report();
  await page.clock.runFor(1);
  expect(await sent()).toEqual([first, first + 60_000]);
  expect((await secondAnswered).ok()).toBe(true);
});

test("Chromium's own install offer sits behind the guide's one button", async ({ page, context }) => {
  await context.addInitScript(() => {
    // Chromium offers install only to an engaged, non-incognito profile: the offer is made here, as Chromium makes it.
    window.addEventListener('load', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: number }).prompted = 1),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
  });
  const opens: boolean[] = [];
  page.on('response', async (r) => r.url().endsWith('/open_app_report/') && opens.push((await r.json()).data.is_prompt_install));
  await page.goto('/home');
  await hydrated(page);
  await expect.poll(() => opens.length).toBe(1);
  const second = await context.newPage();
  await second.goto('/home');
  const guide = second.getByRole('region', { name: 'Install Fanstage' });
  await expect(guide).toBeVisible();
  const accepted = second.waitForRequest((r) => r.url().endsWith('/common_report/') && r.postDataJSON().type === 'accepted');
  await guide.getByRole('button', { name: 'Install' }).click();
  await accepted;
  expect(await second.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(guide).toHaveCount(0);
});

/** A free port for a server of this test's own. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Serves `buildDir` as version `version` on `port` with `dataDir` (e2e/build-server.ts); resolves once it listens. */
async function serve(buildDir: string, version: string, port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/build-server.ts', buildDir], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_VERSION: version, LOG_LEVEL: 'warn', REQUIRE_SIGNATURE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.on('exit', (code) => reject(new Error(`build server exited with ${code}`)));
  });
  return child;
}
const stopServer = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

/**
 * The next build, made from this one as a deploy would change it: the /home route's chunk has new
 * content (it marks the page it runs in) under a new name, so the route manifest is new too; the
 * worker's precache list names both. Everything else is the same files.
 */
function nextBuild(from: string, to: string): { oldChunk: string; newChunk: string } {
  fs.rmSync(to, { recursive: true, force: true });
  for (const part of ['client', 'server']) fs.cpSync(path.join(from, part), path.join(to, part), { recursive: true });
  const assets = path.join(to, 'client', 'assets');
  const home = fs.readdirSync(assets).find((f) => /^home-[\w-]+\.js$/.test(f))!;
  const manifest = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))!;
  const renames: [string, string][] = [
    [home, 'home-NextBuild.js'],
    [manifest, 'manifest-nextbuild.js'],
  ];
  fs.appendFileSync(path.join(assets, home), '\nglobalThis.__BUILD_MARK__ = "next";\n');
  for (const [a, b] of renames) fs.renameSync(path.join(assets, a), path.join(assets, b));
  const files = [
    path.join(to, 'client', 'sw.js'),
    path.join(assets, 'manifest-nextbuild.js'),
    ...fs
      .readdirSync(path.join(to, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(to, 'server', f)),
  ];
  for (const file of files) {
    let text = fs.readFileSync(file, 'utf8');
    for (const [a, b] of renames) text = text.replaceAll(a, b);
    fs.writeFileSync(file, text);
  }
  return { oldChunk: `/assets/${home}`, newChunk: '/assets/home-NextBuild.js' };
}

test('a new build and a new /v.json: the page reloads once, runs the new chunks, and the new worker takes over; the reports are stored', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000); // two server starts: seconds on a quiet machine, minutes on a busy one
  const root = process.cwd();
  const { oldChunk, newChunk } = nextBuild(path.join(root, 'build'), path.join(root, 'build', 'e2e-next'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-pwa-version-'));
  let server = await serve(path.join(root, 'build'), 'one', port, dataDir);
  try {
    await page.goto(`${origin}/home`);
    await hydrated(page);
    await controlled(page);
    expect(await page.evaluate(() => (globalThis as { __BUILD_MARK__?: string }).__BUILD_MARK__)).toBeUndefined();
    // The installed app's open, on the same server: reported as standalone.
    const app = await browser.newContext({ serviceWorkers: 'block' });
    await app.addInitScript(STANDALONE);
    const appPage = await app.newPage();
    const appReported = Promise.all([appPage.waitForResponse('**/open_app_report/'), appPage.waitForResponse('**/common_report/')]);
    await appPage.goto(`${origin}/home`);
    await appReported;
    await app.close();

    // The deploy: the same origin now serves the next build.
    await stopServer(server);
    server = await serve(path.join(root, 'build', 'e2e-next'), 'two', port, dataDir);
    let loads = 0;
    const oldChunkAsked: string[] = [];
    page.on('load', () => loads++);
    page.on('request', (r) => r.url().endsWith(oldChunk) && oldChunkAsked.push(r.url()));
    // Visible again: the version check flags the update; hidden with it pending: the page reloads.
    const checked = page.waitForResponse('**/v.json');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await (await checked).json()).toEqual({ version: 'two' });
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => (globalThis as { __BUILD_MARK__?: string }).__BUILD_MARK__ === 'next', null, { timeout: 30_000 });
    await hydrated(page);
    // The next build's worker replaces the old one's precache: the new chunk in, the old one out.
    const cached = (url: string) =>
      page.evaluate(async (u) => {
        for (const name of await caches.keys()) if (await (await caches.open(name)).match(u)) return true;
        return false;
      }, url);
    await expect.poll(() => cached(newChunk), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => cached(oldChunk), { timeout: 10_000 }).toBe(false);
    await page.waitForTimeout(2000);
    expect(loads).toBe(1);
    expect(oldChunkAsked).toEqual([]);
  } finally {
    await stopServer(server);
  }

  // The reports, in the database the two servers shared: a browser open and the installed app's, their modes, user/report.
  const { openDatabase } = await import('../server/db');
  const handle = await openDatabase({ dataDir });
  try {
    const rows = async (query: string) => ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect((await rows('select open_source from app_opens order by id')).map((r) => r.open_source)).toEqual([2, 1]);
    expect(await rows("select open_mode, device_platform from common_reports where action = 'user_open_mode' order by id")).toEqual([
      { open_mode: 2, device_platform: 1 },
      { open_mode: 1, device_platform: 1 },
    ]);
    expect((await rows('select user_role, reports from user_reports')).length).toBeGreaterThanOrEqual(1);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("staff read the day's installs and opens at /admin/app-usage", async ({ page, loginAs }) => {
  await loginAs('staffAdmin');
  await page.goto('/admin/app-usage');
  await expect(page.getByRole('heading', { name: 'App Installs and Opens' })).toBeVisible();
  const today = page.locator(`[data-day="${new Date().toISOString().slice(0, 10)}"]`);
  // The tests above opened the app in browsers (and once standalone) today.
  await expect(today.getByText(/in a browser: [1-9]\d*/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^\d{4}-\d{2}-\d{2}/ })).toHaveCount(14);
});
