import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { signRequest } from '../common/sign';
import fs from 'node:fs';
import path from 'node:path';

/** fanAging: a session of the fan ending within 2 days; fanSpare1-3, fanHub: sessions of the fan a test may end; fanFirefox: one with a Firefox user agent. */
export type SeededUser =
  | 'fan'
  | 'creator'
  | 'fanAging'
  | 'fanSpare1'
  | 'fanSpare2'
  | 'fanSpare3'
  | 'fanHub'
  | 'fanFirefox'
  | 'payFan'
  | 'payCreator'
  | 'vaultCreator'
  | 'csrfFan'
  | 'csrfCreator'
  | 'staffAdmin'
  | 'standingFan'
  | 'modCreator'
  | 'modFan1'
  | 'modFan2'
  | 'chatFan'
  | 'chatCreator'
  | 'callFan'
  | 'callCreator'
  | 'callPoorFan'
  | 'callCreatorB'
  | 'callFanC'
  | 'callCreatorC'
  | 'callFanD'
  | 'callCreatorD'
  | 'callFanE'
  | 'callCreatorE'
  | 'callFanF'
  | 'callFanG'
  | 'callCreatorG'
  | 'callFanH'
  | 'callCreatorH'
  | 'liveCreator'
  | 'liveMember'
  | 'liveFanA'
  | 'liveFanB'
  | 'liveFanC'
  | 'liveFanA2'
  | 'goLiveCreator'
  | 'goLiveFan';
type Seeded = Record<SeededUser, { token: string; userName: string; userId: number }>;

export function seededUsers(): Seeded {
  return JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'e2e-sessions.json'), 'utf8'));
}

/**
 * WCAG 2.2 A and AA, once the animations that end have ended: a dialog still fading in has text
 * of too little contrast for a moment (e2e/feed.spec.ts's unlock dialog failed so on a busy machine).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe on ${page.url()}`).toEqual([]);
}

interface Options {
  /** Most tests browse as someone who already agreed to the age gate; its own tests turn this off. */
  ageGateAccepted: boolean;
  /** ...and who has seen this session's become-host bubble and concierge dialog. */
  hintsSeen: boolean;
  /** ...and who dismissed the install guide (ADR 111); pwa.spec.ts turns this off. */
  installGuideSeen: boolean;
}

export const test = base.extend<Options & { consoleErrors: string[]; loginAs: (who: SeededUser) => Promise<void> }>({
  ageGateAccepted: [true, { option: true }],
  hintsSeen: [true, { option: true }],
  installGuideSeen: [true, { option: true }],
  page: async ({ page, ageGateAccepted, hintsSeen, installGuideSeen }, use) => {
    await page.addInitScript(
      ({ gate, hints, install }) => {
        if (window.location.protocol === 'about:') return; // no storage there (a test may leave its page for about:blank)
        if (gate) window.localStorage.setItem('first_agree_over_18', '1');
        if (hints) for (const key of ['become_host_shown', 'concierge_shown']) window.sessionStorage.setItem(key, '1');
        if (install) window.localStorage.setItem('install_guide_dismissed_at', String(Date.now()));
      },
      { gate: ageGateAccepted, hints: hintsSeen, install: installGuideSeen },
    );
    await use(page);
  },
  // Any console error on a page fails the test (a missing favicon included).
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors).toEqual([]);
  },
  loginAs: async ({ context, baseURL }, use) => {
    await use(async (who) => {
      await context.addCookies([{ name: '__antk', value: seededUsers()[who].token, url: baseURL! }]);
    });
  },
});

export { expect };

/** After a full page load: React has hydrated (ClientEffects marks <html>), so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * Resolves when the page's socket.io connection is acknowledged (its "40" frame). Call it before the
 * navigation: the frame's listener is added as the socket opens, so a fast ack is not missed.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      }),
    ),
  );
}

/** A signed API call as the app's client makes it (the request signature key is public: it is in every page). */
export async function signedPost(request: APIRequestContext, path: string, params: Record<string, unknown>, token?: string) {
  const signed = { ...params, ts: Math.floor(Date.now() / 1000) };
  const sign = signRequest(process.env.SIGN_KEY ?? 'fanstage-request-signature', 'POST', path, signed);
  return request.post(path, { data: { ...signed, sign }, headers: token ? { Cookie: `__antk=${token}` } : {} });
}

const pacificClock = (at: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));

/**
 * A time of day on the Pacific clock that is already past today, at any hour: midnight. (Some
 * minutes ago would be yesterday's time just after midnight, and the forms' date stays today.)
 */
export const PACIFIC_PAST_TIME = '00:00';

/**
 * "HH:MM" on the Pacific clock, the first whole minute at least `seconds` from now. The forms'
 * date is today, so just before midnight this waits for the new day (and gives the test that time).
 */
export async function pacificTimeAhead(seconds: number): Promise<string> {
  const next = () => pacificClock(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000);
  if (next() < pacificClock(Date.now())) test.info().setTimeout(test.info().timeout + 120_000);
  while (next() < pacificClock(Date.now())) await new Promise((resolve) => setTimeout(resolve, 1000));
  return next();
}
