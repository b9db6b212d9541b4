import { expect, seededUsers, test } from './fixtures';

test.describe('guards and redirects of the manifest', () => {
  test('/post/post_view goes to /post keeping the query', async ({ page }) => {
    await page.goto('/post/post_view?id=42&from=mail');
    await expect(page).toHaveURL('/post?id=42&from=mail');
  });

  test('/chatRoom without activeContactId, u1+u2 or is_login goes to /home', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto('/chatRoom?u1=5');
    await expect(page).toHaveURL('/home');
    await page.goto('/chatRoom?activeContactId=9');
    await expect(page).toHaveURL('/chatRoom?activeContactId=9');
  });

  test('a visitor on a user page goes to /login?redirect={encoded full path}', async ({ page }) => {
    await page.goto('/pay/wallet?tab=coins');
    await expect(page).toHaveURL('/login?redirect=%2Fpay%2Fwallet%3Ftab%3Dcoins');
  });

  test('a fan on a creator page goes to the creator audit with a redirect', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto('/publish');
    await expect(page).toHaveURL('/creator_audit?redirect=%2Fpublish');
  });

  test('logged in: / goes to /home keeping the query; /login goes to /home unless #step_7', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto('/?from=mail&x=3');
    await expect(page).toHaveURL('/home?from=mail&x=3');
    await page.goto('/login');
    await expect(page).toHaveURL('/home');
    await page.goto('/login#step_7');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/login#step_7');
  });

  test('a back navigation onto /home replaces it with /home; loading /home with a query keeps it', async ({ page }) => {
    await page.goto('/home?show_create_post=1');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/home?show_create_post=1');
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fmessage');
    await page.goBack();
    await expect(page).toHaveURL('/home');
  });

  test('a visitor stays on / and /login', async ({ page }) => {
    await page.goto('/?x=1');
    await expect(page).toHaveURL('/?x=1');
    await page.goto('/login');
    await expect(page).toHaveURL('/login');
  });

  test('back stack: a short history with the gate accepted gets /home beneath the landing page', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/home');
  });

  test('the tab bar shows on the tab pages and the own profile only, with badges capped at 99+', async ({ page, loginAs }) => {
    await loginAs('fan');
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/home');
    await expect(tabBar).toBeVisible();
    await expect(tabBar.getByText('99+')).toBeVisible(); // TC is 150
    await expect(tabBar.getByText('7', { exact: true })).toBeVisible(); // TN
    for (const path of ['/notifications', '/message', `/@${seededUsers().fan.userName}`]) {
      await page.goto(path);
      await expect(tabBar, path).toBeVisible();
    }
    for (const path of ['/pay/wallet', '/terms', `/@${seededUsers().creator.userName}`]) {
      await page.goto(path);
      await expect(tabBar, path).toHaveCount(0);
    }
  });

  test('publish tab: a fan goes to the creator audit, a creator gets New Post and Live (SL on by default, ADR 104)', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto('/home');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL('/creator_audit?redirect=%2Fhome');

    await loginAs('creator');
    await page.goto('/home');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'New Post' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Live' })).toBeVisible();
  });
});

test.describe('error texts', () => {
  test('an unknown path is a 404 reading "This page could not be found"', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('a single-segment unknown path is a 404 too', async ({ page }) => {
    const response = await page.goto('/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('a missing profile is 30023 "Sorry, the profile or page does not exist."', async ({ page }) => {
    const response = await page.goto('/@nobody_here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Sorry, the profile or page does not exist.')).toBeVisible();
  });
});
