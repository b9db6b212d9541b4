/**
 * Account standing (issue 19, ADR 094): an admin suspends a user who is signed in elsewhere — that
 * page is signed out at once through "signout", their profile is gone — and restores them.
 */
import { expect, expectNoAxeViolations, seededUsers, socketConnected, test } from './fixtures';

test('staff suspend a signed-in user: their page signs out at once; restore brings the profile back', async ({ page, loginAs, browser, baseURL }) => {
  // Two browser contexts and an axe pass on a shared, busy machine.
  test.setTimeout(90_000);
  const fan = seededUsers().standingFan;
  const elsewhere = await browser.newContext();
  await elsewhere.addInitScript(() => {
    if (window.location.protocol === 'about:') return;
    window.localStorage.setItem('first_agree_over_18', '1');
    for (const key of ['become_host_shown', 'concierge_shown']) window.sessionStorage.setItem(key, '1');
  });
  await elsewhere.addCookies([{ name: '__antk', value: fan.token, url: baseURL! }]);
  const fanPage = await elsewhere.newPage();
  const connected = socketConnected(fanPage);
  await fanPage.goto('/notifications');
  await connected;

  await loginAs('staffAdmin');
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'User name or email' }).fill('standing.fan@');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: '@standing_fan' }).click();
  await expect(page).toHaveURL(`/admin/users/${fan.userId}`);
  await expectNoAxeViolations(page);

  const suspend = page.getByRole('form', { name: 'Suspend' });
  // The reason is required: the browser does not send the form without it.
  await suspend.getByRole('textbox', { name: /Reason/ }).fill('Spam in chats');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('The account is suspended and signed out everywhere.')).toBeVisible();
  await expect(fanPage).toHaveURL(/\/login/);
  expect((await page.goto(`/@${fan.userName}`))?.status()).toBe(404);

  await page.goto(`/admin/users/${fan.userId}`);
  await expect(page.getByText('user.suspend · user')).toBeVisible();
  const restore = page.getByRole('form', { name: 'Restore' });
  await restore.getByRole('textbox', { name: /Reason/ }).fill('Appeal accepted');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('The account is restored.')).toBeVisible();
  await expect(page.getByText('user.restore · user')).toBeVisible();
  expect((await page.goto(`/@${fan.userName}`))?.status()).toBe(200);
  await elsewhere.close();
});
