/** Memberships (issue 6, ADR 053): a creator sets the price, a fan joins, sees "Renews on", turns auto renew off; the creator sees the member. */
import { expect, expectNoAxeViolations, seededUsers, test } from './fixtures';

test('a creator sets a membership price, a fan joins, disables auto renew, and the creator sees the member with a spend level', async ({
  page,
  context,
  loginAs,
  consoleErrors,
}) => {
  void consoleErrors;
  test.setTimeout(120_000); // one flow across five pages, each with an axe check
  // The creator: membership settings on /subs/subscribers; a bad price shows the spec's message.
  await loginAs('creator');
  await page.goto('/subs/subscribers');
  await expect(page.getByRole('heading', { name: 'Membership settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  const price = page.getByLabel('Monthly price (USD)');
  await price.fill('1001');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(page.getByText('Please enter a number from 1 to 1000')).toBeVisible();
  await expectNoAxeViolations(page);
  await price.fill('5');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText(/Fans join for \$5\.00 per month/)).toBeVisible();

  // The fan joins from the page that hosts JoinMembership. Each switch of user leaves the page
  // first: its own calls, such as the unread pull, must not go out between the two sessions.
  await page.goto('about:blank');
  await context.clearCookies();
  await loginAs('fan');
  await page.goto(`/subs/subs_detail?creator=${seededUsers().creator.userName}`);
  await expect(page.getByText(/\$5\.00 per month \(50 coins\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The price and the balance before the tap that spends; one question; a double click on it pays once.
  await expect(page.getByText(/You have [\d,]+ coins/)).toBeVisible();
  await page.getByRole('button', { name: 'Join for 50 coins' }).click();
  const ask = page.getByRole('dialog', { name: "Join Gold Creator's membership" });
  await expect(ask.getByText('Left after')).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Join for 50 coins' }).dblclick();
  await expect(page.getByText('You are a member of Gold Creator')).toBeVisible();
  await expect(page).toHaveURL(/\/subs\/subs_detail\?id=\d+/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Joined on/ })).toContainText('50 coins');
  await expectNoAxeViolations(page);

  // The fan's list: Active, "Renews on <date> PST".
  await page.goto('/subs/subscriptions');
  const item = page.getByRole('listitem').filter({ hasText: 'Gold Creator' });
  await expect(item).toContainText('Active');
  await expect(item).toContainText(/Renews on .* PST/);
  await expectNoAxeViolations(page);

  // Disable auto renew: confirm, then Cancelled ("Expires on").
  await item.getByRole('link', { name: /Details of the membership/ }).click();
  await page.getByRole('link', { name: 'Disable auto-renew' }).click();
  await expect(page).toHaveURL(/\/subs\/disable-auto-renew\?id=\d+/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Turn off auto renew' }).click();
  await expect(page.getByText('Auto renew is off for this membership.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(/Expires on/)).toBeVisible();
  await page.goto('/subs/subscriptions');
  await expect(page.getByRole('listitem').filter({ hasText: 'Gold Creator' })).toContainText('Cancelled');
  await expect(page.getByRole('listitem').filter({ hasText: 'Gold Creator' })).toContainText('Expires on');

  // The creator sees the member, its state and the 30-day spend level ($5 spent).
  await page.goto('about:blank');
  await context.clearCookies();
  await loginAs('creator');
  await page.goto('/subs/subscribers');
  const member = page.getByRole('listitem').filter({ hasText: 'Golden Fan' });
  await expect(member).toContainText('Cancelled');
  // The seed's payout block has the fan tip the creator 1,000 coins (100 dollars at 10 cents), plus the membership.
  await expect(member).toContainText('Spent over 100 dollars in 30 days');
  await expectNoAxeViolations(page);

  // The fan changes their mind: auto renew back on while the paid period lasts (issue 20).
  await page.goto('about:blank');
  await context.clearCookies();
  await loginAs('fan');
  await page.goto('/subs/subscriptions');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Gold Creator' })
    .getByRole('link', { name: /Details of the membership/ })
    .click();
  await page.getByRole('button', { name: 'Turn auto-renew back on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Auto renew is on again.' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await expectNoAxeViolations(page);
});
