/**
 * A screenshot tour for design reviews (issue 20): starts the built app on a fresh data dir with
 * the living demo, signs in as a demo fan and a demo creator by the email code, and saves every
 * screen of the route manifest (paths without parameters, plus a profile, a post and a chat) at
 * 390x844 and 1400x900 for a visitor, the fan and the creator.
 *
 *   npm run build && npx tsx scripts/screens.ts [out-dir]   (default: /tmp/fanstage-screens)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { signRequest } from '../common/sign';
import { routes } from '../routes.manifest';

const out = process.argv[2] ?? path.join(os.tmpdir(), 'fanstage-screens');
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-screens-data-'));
const SIGN_KEY = 'fanstage-request-signature';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1400, height: 900 },
];

async function call(method: 'GET' | 'POST', apiPath: string, params: Record<string, unknown>) {
  const signed = { ts: Math.floor(Date.now() / 1000), ...params };
  const sign = signRequest(SIGN_KEY, method, apiPath, signed);
  const res = await fetch(`${base}${apiPath}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...signed, sign }) });
  return (await res.json()) as { data: Record<string, unknown> };
}

/** The demo account's session token, through the ordinary email code (the dev outbox holds it). */
async function signIn(email: string): Promise<string> {
  await call('POST', '/api/core/auth/email/send_code/', { email });
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { data: { list: { to: string; text: string }[] } };
  const mail = outbox.data.list.filter((m) => m.to === email).at(-1)!;
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  return String((await call('POST', '/api/core/auth/email/verify_code/', { email, code })).data.token);
}

/** Up, with the living demo in: it is added in the background once the server answers (ADR 110). */
async function waitUp() {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/@luna_rivers`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function tour(browser: Browser, who: string, token: string | null, paths: string[]) {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await context.addInitScript(() => window.localStorage.setItem('first_agree_over_18', '1'));
    if (token) await context.addCookies([{ name: '__antk', value: token, url: base }]);
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(`${base}${p}`, { waitUntil: 'networkidle' }).catch(() => undefined);
      const name = `${who}${p.replace(/[/?=&@]+/g, '_') || '_root'}-${viewport.width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
    }
    await context.close();
  }
}

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: '1' },
});
try {
  await waitUp();
  fs.mkdirSync(out, { recursive: true });
  const plain = routes
    .filter((r) => r.auth !== 'staff' && r.module !== 'routes/screen.tsx' && !r.redirect && !r.external && !r.path.includes('{') && r.path !== '*')
    .map((r) => r.path);
  const extra = ['/@luna_rivers', '/@max_fit', '/post?id=1', '/post?id=4', '/chatRoom?activeContactId=1', '/user/list?keyword=a'];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  await tour(browser, 'visitor', null, ['/home', '/@luna_rivers', '/post?id=4', '/user/list', '/terms']);
  await tour(browser, 'fan', await signIn('demo-fan-alex@demo.fanstage.test'), [...plain, ...extra, '/@demo_fan_alex']);
  await tour(browser, 'creator', await signIn('luna-rivers@demo.fanstage.test'), [...plain, ...extra]);
  await browser.close();
  console.log(`screens in ${out}`);
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
