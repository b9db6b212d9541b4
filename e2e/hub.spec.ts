/**
 * Issue 20, points 1 and 4: the menu hub (/setting) takes a fan and a creator everywhere by
 * keyboard alone; the skip links are the first stops of Tab; focus lands on the new page's h1
 * after a client-side navigation; creators are found from /home.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seededUsers, test } from './fixtures';

/** Presses Tab until the locator has focus (at most `limit` presses): the keyboard's way there. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Enter on a focused link, then the new page's h1 has focus. */
async function follow(page: Page, link: Locator, path: string | RegExp, heading: string) {
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

/** The own profile (the "me" tab) opens the hub: Tab to its Settings link, Enter. */
async function hubFromOwnProfile(page: Page, userName: string) {
  await page.goto(`/@${userName}`);
  await expect(page.getByRole('heading', { level: 1, name: `@${userName}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await follow(page, page.getByRole('main').getByRole('link', { name: 'Settings' }), '/setting', 'Settings');
}

/** Back by keyboard: the header's Back button, then the hub's h1 has focus again. */
async function backToHub(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
}

test.describe('the menu hub by keyboard', () => {
  test('a fan goes from the own profile to the hub, reaches wallet, transactions and subscriptions, and logs out', async ({ page, loginAs, request }) => {
    await loginAs('fanHub');
    await hubFromOwnProfile(page, seededUsers().fanHub.userName);
    await expect(page.getByRole('link', { name: /Creator tools/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await follow(page, page.getByRole('link', { name: /Wallet and balance/ }), '/pay/wallet', 'Wallet');
    await backToHub(page);
    await follow(page, page.getByRole('link', { name: /Transactions/ }), '/pay/transactions', 'Transactions');
    await backToHub(page);
    await follow(page, page.getByRole('link', { name: /Subscriptions/ }), '/subs/subscriptions', 'Subscriptions');
    await backToHub(page);

    await tabTo(page, page.getByRole('button', { name: 'Log out' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    const ended = await request.get('/setting', { headers: { Cookie: `__antk=${seededUsers().fanHub.token}` }, maxRedirects: 0 });
    expect(ended.status()).toBe(302);
  });

  test('a creator goes from the own profile to the hub, reaches creator tools, vault, mass messages and payouts; earnings on top', async ({
    page,
    loginAs,
  }) => {
    await loginAs('creator');
    await hubFromOwnProfile(page, seededUsers().creator.userName);
    await expect(page.getByText('Earnings', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Become a creator/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await follow(page, page.getByRole('link', { name: /Creator tools/ }), '/user/creator_tools', 'Creator Tools');
    await backToHub(page);
    // The vault is a section of creator tools: focus lands on its heading.
    await tabTo(page, page.getByRole('link', { name: /^Vault/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/user/creator_tools#vault-title');
    await expect(page.getByRole('heading', { level: 2, name: 'Vault' })).toBeFocused();
    await backToHub(page);
    await follow(page, page.getByRole('link', { name: /Mass messages/ }), '/mass/list', 'Mass Messages');
    await backToHub(page);
    await follow(page, page.getByRole('link', { name: /Earnings and payouts/ }), '/pay/payout', 'Payout');
  });
});

test.describe('skip links and focus', () => {
  test('"Skip to content" is the first Tab stop and lands in main; "Skip to navigation" reaches the tab bar', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to navigation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
  });

  test('creators are found from /home: the search icon, then focus on the search page h1', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    await follow(page, page.getByRole('link', { name: 'Search creators' }), '/user/list', 'Search creators');
    await expect(
      page.getByRole('list', { name: 'Creators' }).getByRole('link', { name: new RegExp(`@${seededUsers().creator.userName}, following`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the first load does not move focus to the heading', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  });
});
