import { expect, expectNoAxeViolations, hydrated, seededUsers, test } from './fixtures';

test.use({ ageGateAccepted: false });

const gate = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Adults only' });

test.describe('the 18+ gate', () => {
  test('appears 800 ms + 400 ms after load, is accessible, and agreeing keeps it away', async ({ page }) => {
    // Paused before the page loads: on a busy machine, time flowing naturally could pass 1.2 s before the first check.
    await page.clock.install({ time: new Date('2026-11-26T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-26T10:00:01Z'));
    await page.goto('/home');
    await page.clock.runFor(700);
    await expect(gate(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(gate(page)).toBeVisible();
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page);
    // The visitor agrees or leaves: Escape (twice, which a browser may treat as insisting) and a click beside the card keep it open, and the page behind does not take the click.
    await expect(page.getByRole('button', { name: /18 or older/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(gate(page)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: /18 or older/ }).click();
    await expect(gate(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('first_agree_over_18'))).not.toBeNull();
    await page.reload();
    await page.clock.runFor(2_000);
    await expect(gate(page)).toHaveCount(0);
  });

  test("agreeing moves focus to the page's h1; a creator's profile shows one gate, never the popup on top (issue 20)", async ({ page }) => {
    await page.clock.install();
    await page.goto(`/@${seededUsers().creator.userName}`);
    await page.clock.runFor(1_300);
    await expect(gate(page)).toHaveCount(1);
    // The gate can open before React has hydrated on a busy machine; a click then reaches no handler.
    await hydrated(page);
    await page.getByRole('button', { name: /18 or older/ }).click();
    await expect(gate(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.clock.runFor(2_000);
    await page.waitForLoadState('networkidle');
    await expect(gate(page)).toHaveCount(0);
  });

  test('is not shown on legal pages', async ({ page }) => {
    await page.clock.install();
    for (const path of ['/terms', '/privacy', '/ref/about_referral']) {
      await page.goto(path);
      await page.clock.runFor(2_000);
      await expect(gate(page), path).toHaveCount(0);
    }
  });

  test('"Leave" replaces the location with a search engine', async ({ page }) => {
    await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>search</title>' }));
    await page.clock.install();
    await page.goto('/home');
    await page.clock.runFor(1_300);
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL('https://www.google.com/');
  });

  test('search-engine bots get no gate', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/home');
    await page.clock.runFor(2_000);
    await expect(gate(page)).toHaveCount(0);
    await context.close();
  });

  test('back stack: no /home is pushed before the gate is accepted', async ({ page }) => {
    await page.goto('/terms'); // a new page: about:blank, then /terms
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });
});
