import type { BrowserContext } from '@playwright/test';
import { expect, expectNoAxeViolations, seededUsers, signedPost, socketConnected, test } from './fixtures';

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);
const MISMATCH = 'The current login account does not match the email account. Please switch to another account to continue.';

test.describe('anonymous visitors (spec section 4)', () => {
  test('a first visit gets an anonymous account, kept on reload, restored from anUser and the cookie', async ({ page, context, consoleErrors }) => {
    await page.goto('/terms');
    await expect.poll(async () => (await cookie(context, 'x-fm-ui'))?.value).toBeTruthy();
    const userId = (await cookie(context, 'x-fm-ui'))!.value;
    expect((await cookie(context, 'x-fm-ut'))?.value).toBe('3');
    expect((await cookie(context, '__antk'))?.httpOnly).toBe(true);
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('anUser')))!);
    expect(String(stored.user_id)).toBe(userId);
    await expect(page.locator('body')).toHaveAttribute('data-logged-in', 'false');

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect((await cookie(context, 'x-fm-ui'))?.value).toBe(userId);

    // The session cookie is lost but anUser and the anonymous-user cookie agree: the same account comes back.
    await context.clearCookies({ name: '__antk' });
    // The page revalidates once it has stored the restored account in anUser: wait for that, or it
    // could write anUser back after the step below removed it.
    const revalidated = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.data'));
    await page.reload();
    await revalidated;
    await expect.poll(async () => (await cookie(context, '__antk'))?.value).toBeTruthy();
    expect((await cookie(context, 'x-fm-ui'))?.value).toBe(userId);

    // Nothing left: a new account.
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.removeItem('anUser'));
    await page.reload();
    // (The page being left may still write x-fm-ui once more from its last load: poll for the new one.)
    await expect.poll(async () => (await cookie(context, 'x-fm-ui'))?.value ?? userId).not.toBe(userId);
    const created = JSON.parse((await page.evaluate(() => window.localStorage.getItem('anUser')))!);
    expect(String(created.user_id)).toBe((await cookie(context, 'x-fm-ui'))!.value);
    expect(consoleErrors).toEqual([]);
  });

  test('a first visit opens the chat socket once, as its anonymous account', async ({ page, context }) => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/terms');
    await expect.poll(async () => (await cookie(context, 'x-fm-ui'))?.value).toBeTruthy();
    const userId = (await cookie(context, 'x-fm-ui'))!.value;
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Not first as a guest and again once the account exists.
    expect(sockets.map((url) => new URL(url).searchParams.get('ui'))).toEqual([userId]);
  });

  test("every API call names the device's time zone, read in a worker and kept as x-fm-timezone", async ({ browser, baseURL }) => {
    const berlin = await browser.newContext({ baseURL, timezoneId: 'Europe/Berlin' });
    const page = await berlin.newPage();
    const zones: (string | undefined)[] = [];
    page.on('request', (request) => request.url().includes('/api/') && zones.push(request.headers()['x-fm-timezone']));
    await page.goto('/terms');
    await expect.poll(async () => (await cookie(berlin, 'x-fm-ui'))?.value).toBeTruthy();
    expect(zones.length).toBeGreaterThan(1);
    expect(new Set(zones)).toEqual(new Set(['Europe/Berlin']));
    expect(await page.evaluate(() => window.localStorage.getItem('x-fm-timezone'))).toBe('Europe/Berlin');
    await berlin.close();
  });

  test('search-engine bots get none', async ({ browser, baseURL }) => {
    const bot = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await bot.newPage();
    await page.goto('/terms');
    await page.waitForLoadState('networkidle');
    expect(await cookie(bot, '__antk')).toBeUndefined();
    expect(await page.evaluate(() => window.localStorage.getItem('anUser'))).toBeNull();
    await bot.close();
  });
});

test.describe('sessions', () => {
  test('a session ending within 2 days is rotated by the root loader, once, for 60 days', async ({ page, context, loginAs }) => {
    await loginAs('fanAging');
    const old = seededUsers().fanAging.token;
    const response = await page.goto('/notifications');
    const rotated = (await response!.headerValues('set-cookie')).filter((c) => c.startsWith('__antk='));
    expect(rotated).toHaveLength(1);
    const fresh = await cookie(context, '__antk');
    expect(fresh!.value).not.toBe(old);
    expect(fresh!.httpOnly).toBe(true);
    expect(fresh!.sameSite).toBe('Lax');
    expect(fresh!.expires * 1000).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    await expect(page.locator('body')).toHaveAttribute('data-logged-in', 'true');
    // Navigating on does not rotate again.
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL('/home');
    await page.waitForLoadState('networkidle');
    expect((await cookie(context, '__antk'))!.value).toBe(fresh!.value);
  });

  test('a session ended elsewhere logs the page out through the "signout" socket event', async ({ page, loginAs, request }) => {
    await loginAs('fanSpare2');
    const connected = socketConnected(page);
    await page.goto('/notifications');
    await connected;
    const ended = await signedPost(request, '/api/auth/logout', {}, seededUsers().fanSpare2.token);
    expect(ended.ok()).toBe(true);
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('email links (spec section 5)', () => {
  test('a link for another account: the mismatch dialog; "Maybe Later" keeps the session; the URL is cleaned', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto(`/notifications?t=news&sc=email&s=${seededUsers().creator.userId}&tab=all`);
    await expect(page).toHaveURL('/notifications?tab=all');
    const dialog = page.getByRole('alertdialog', { name: 'Account Mismatch Alert' }).or(page.getByRole('dialog', { name: 'Account Mismatch Alert' }));
    await expect(dialog).toContainText(MISMATCH);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByText(MISMATCH)).toBeHidden();
    await expect(page.locator('body')).toHaveAttribute('data-logged-in', 'true');
  });

  test('"Switch Account" logs out and goes to /login', async ({ page, context, loginAs }) => {
    await loginAs('fanSpare1');
    await page.goto(`/notifications?t=news&sc=email&s=${seededUsers().creator.userId}`);
    await page.getByRole('button', { name: 'Switch Account' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('body')).toHaveAttribute('data-logged-in', 'false');
    expect((await cookie(context, '__antk'))?.value).not.toBe(seededUsers().fanSpare1.token);
  });

  test('on /chatRoom the mismatch is an error page with status 102', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto(`/chatRoom?activeContactId=5&t=news&sc=email&s=${seededUsers().creator.userId}`);
    await expect(page).toHaveURL('/chatRoom?activeContactId=5');
    await expect(page.getByText('Error 102')).toBeVisible();
    await expect(page.getByText(MISMATCH)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the user's own link is only cleaned, and a logged-in / keeps it for /home", async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto(`/?t=news&sc=email&s=${seededUsers().fan.userId}`);
    await expect(page).toHaveURL('/home');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(MISMATCH)).toBeHidden();
  });

  test('a visitor keeps s as the inviter and t as the traffic source until sign-up', async ({ page, context }) => {
    await page.goto(`/terms?t=weekly&sc=email&s=${seededUsers().creator.userId}`);
    await expect(page).toHaveURL('/terms');
    const referral = await cookie(context, '__ref');
    expect(referral?.httpOnly).toBe(true);
    expect(JSON.parse(decodeURIComponent(referral!.value))).toEqual({ inviter: String(seededUsers().creator.userId), traffic: 'weekly' });
  });
});

test.describe('/ref/{code}', () => {
  test('remembers a known referrer and opens the landing page; an unknown code records nothing', async ({ page, context }) => {
    await page.goto('/ref/GOLDREF1');
    await expect(page).toHaveURL(/\/(login)?(\?.*)?$/);
    expect(JSON.parse(decodeURIComponent((await cookie(context, '__ref'))!.value))).toEqual({ code: 'goldref1' });
    await context.clearCookies({ name: '__ref' });
    await page.goto('/ref/nosuchcode');
    await expect(page).toHaveURL(/\/(login)?(\?.*)?$/);
    expect(await cookie(context, '__ref')).toBeUndefined();
  });
});

test.describe('the per-profile adult popup (spec section 5)', () => {
  test("a creator's profile asks once; confirming is remembered by the server", async ({ page }) => {
    await page.goto(`/@${seededUsers().creator.userName}`);
    const popup = page.getByRole('alertdialog', { name: 'Adults only' }).or(page.getByRole('dialog', { name: 'Adults only' }));
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'I am 18 or older' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(popup).toBeHidden();
  });

  test("one's own profile and a fan's profile never ask", async ({ page, loginAs }) => {
    await loginAs('creator');
    await page.goto(`/@${seededUsers().creator.userName}`);
    await page.goto(`/@${seededUsers().fan.userName}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Adults only')).toBeHidden();
  });
});
