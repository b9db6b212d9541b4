/**
 * What the call e2e specs (issue 21) share: a browser context per person (fake camera and
 * microphone, permission granted or not), the server's view of a call and a wallet, the dev
 * clock, ringing from a creator's profile and answering on the banner.
 */
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { CallView, IceConfig } from '../common/calls';
import { signRequest } from '../common/sign';
import { inboundVideoBytes, recordPeerConnections } from './call-stats';
import { expect, seededUsers, type SeededUser } from './fixtures';

const SIGN_KEY = process.env.SIGN_KEY ?? 'fanstage-request-signature'; // public: it is in every page

/** The seeded callers and callees all take calls at this price, with this many minutes held (scripts/e2e-seed.ts). */
export const PRICE = 10;
export const MIN_TIME = 2;
export const HOLD = PRICE * MIN_TIME;

export interface Person {
  who: SeededUser;
  context: BrowserContext;
  page: Page;
  token: string;
  userId: number;
  userName: string;
  /** Another tab of the same browser (the same session), with its connections recorded too. */
  newTab: () => Promise<Page>;
  /** Console errors and uncaught exceptions on any of its pages. */
  errors: string[];
}

/** A browser for `who`; `media: false` is someone who refused the camera and microphone (getUserMedia: NotAllowedError). */
export async function personAs(browser: Browser, baseURL: string, who: SeededUser, { media = true } = {}): Promise<Person> {
  const user = seededUsers()[who];
  const context = await browser.newContext({ baseURL });
  if (media) await context.grantPermissions(['camera', 'microphone'], { origin: baseURL });
  await context.addCookies([{ name: '__antk', value: user.token, url: baseURL }]);
  await context.addInitScript(() => {
    if (window.location.protocol === 'about:') return;
    window.localStorage.setItem('first_agree_over_18', '1');
    for (const key of ['become_host_shown', 'concierge_shown']) window.sessionStorage.setItem(key, '1');
  });
  const errors: string[] = [];
  context.on('console', (msg) => msg.type() === 'error' && errors.push(`${msg.text()} (${msg.location().url})`));
  context.on('weberror', (error) => errors.push(error.error().message));
  const newTab = async () => {
    const tab = await context.newPage();
    await recordPeerConnections(tab);
    return tab;
  };
  return { who, context, page: await newTab(), token: user.token, userId: user.userId, userName: user.userName, newTab, errors };
}

function signedQuery(path: string, params: Record<string, string | number>) {
  const signed = { ...params, ts: Math.floor(Date.now() / 1000) };
  return new URLSearchParams({
    ...Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])),
    sign: signRequest(SIGN_KEY, 'GET', path, signed),
  });
}

/** Wallet coins and earnings as the server has them (GET pay/wallet): the payer's coins leave the wallet, a creator's share lands in earnings. */
export const moneyOf = (request: APIRequestContext, person: Pick<Person, 'token'>) =>
  signedGet<{ coins: number; earnings: number }>(request, person, '/api/pay/wallet', {});

/** The user's coins as the server has them. */
export const walletCoins = async (request: APIRequestContext, person: Pick<Person, 'token'>) => (await moneyOf(request, person)).coins;

async function signedGet<T>(request: APIRequestContext, person: Pick<Person, 'token'>, path: string, params: Record<string, string | number>): Promise<T> {
  const res = await request.get(`${path}?${signedQuery(path, params)}`, { headers: { Cookie: `__antk=${person.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The call as `person` sees it (GET call/detail). */
export const callDetail = (request: APIRequestContext, person: Pick<Person, 'token'>, callId: number) =>
  signedGet<CallView>(request, person, '/api/core/call/detail/', { call_id: callId });

/** The ICE servers the server gives `person` (GET call/ice_servers). */
export const iceServers = (request: APIRequestContext, person: Pick<Person, 'token'>) =>
  signedGet<IceConfig>(request, person, '/api/core/call/ice_servers/', {});

/** Moves the server's calls clock forward (TEST_CLOCK=1, loopback only); the calls job follows within CALL_JOB_INTERVAL_MS. */
export async function advanceClock(request: APIRequestContext, seconds: number): Promise<void> {
  const res = await request.post('/api/dev/clock/advance', { data: { seconds } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits until the page's socket is connected (the shell marks <html data-chat-online>); it connects on idle after hydration (ADR 105), later than 5 s on a busy machine. */
export const socketReady = (page: Page) => expect(page.locator('html[data-chat-online="true"]')).toHaveCount(1, { timeout: 15_000 });

/** The call screen's stage, which carries data-call-state / data-call-phase / data-end-reason. */
export const stage = (page: Page) => page.locator('[data-call-state]');

export const banner = (page: Page, callerName: string): Locator => page.getByRole('article', { name: `Incoming call from ${callerName}` });

/** The call id of a /video-call page. */
export function callIdOf(page: Page): number {
  const id = Number(new URL(page.url()).searchParams.get('call_id'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The callee waits somewhere in the app with the socket up (the banner host is global). */
export async function waitForCalls(page: Page, path = '/message') {
  await page.goto(path);
  await socketReady(page);
}

/** A creator's profile, past its 18+ question (spec section 5: asked once per creator, when the server says so). */
export async function openProfile(page: Page, userName: string) {
  const checked = page.waitForResponse((response) => response.url().includes('/adult_popup/check/'));
  await page.goto(`/@${userName}`);
  const confirm = page.getByRole('button', { name: 'I am 18 or older' });
  if ((await (await checked).json()).data?.is_pop === true) await confirm.click();
  await expect(confirm).toBeHidden();
  await socketReady(page);
}

/** On a creator's profile: the Video call action, then the spend sheet's "Call for N coins"; lands on /video-call. */
export async function placeCall(page: Page, creatorName: string) {
  await page.getByRole('button', { name: `Video call ${PRICE} coins/min` }).click();
  const sheet = page.getByRole('dialog', { name: `Video call with ${creatorName}` });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: `Call for ${HOLD} coins` }).click();
  await expect(page).toHaveURL(/\/video-call\?call_id=\d+/);
}

/** The fan rings from the creator's profile; answers the call id. */
export async function ringFromProfile(fan: Person, creator: Pick<Person, 'userName'>, creatorName: string): Promise<number> {
  await openProfile(fan.page, creator.userName);
  await placeCall(fan.page, creatorName);
  await expect(stage(fan.page)).toHaveAttribute('data-call-phase', 'ringing');
  return callIdOf(fan.page);
}

/** The callee accepts on the banner and lands on the call page. */
export async function acceptOnBanner(page: Page, callerName: string, callId: number) {
  await banner(page, callerName).getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(new RegExp(`/video-call\\?call_id=${callId}$`));
}

/** Both pages show the call connected (the server says so) and the media flowing. */
export async function expectConnected(...pages: Page[]) {
  for (const page of pages) {
    await expect(stage(page)).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
    await expect(stage(page)).toHaveAttribute('data-call-phase', 'live');
  }
}

/** Frames arrive on the page: inbound video bytes (getStats) are there, and grow. */
export async function expectFramesFlowing(page: Page) {
  let first = 0;
  await expect.poll(async () => (first = await inboundVideoBytes(page)), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => inboundVideoBytes(page), { timeout: 20_000 }).toBeGreaterThan(first);
}

/** The caller hangs up from the call screen; both pages show the summary. */
export async function hangUp(page: Page, other: Page) {
  await page.getByRole('group', { name: 'Call controls' }).getByRole('button', { name: 'Hang up' }).click();
  for (const p of [page, other]) await expect(stage(p)).toHaveAttribute('data-call-phase', 'summary');
}

/** Closes their browsers; none of their pages logged an error or threw. */
export async function closeAll(...people: Person[]) {
  for (const person of people) await person.context.close();
  for (const person of people) expect(person.errors, `console errors of ${person.who}`).toEqual([]);
}
