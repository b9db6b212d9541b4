/**
 * Reports, hiding and DMCA (issue 19 points 3 and 4, ADR 092), as the issue checks them: "A
 * second fan reports that post; staff hide it; the creator sees why. A DMCA notice takes a post
 * down and a counter-notice restores it." Each person is a browser context of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seededUsers, test, type SeededUser } from './fixtures';

// Five people in their own browsers: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const postIds = (): number[] => JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'e2e-moderation.json'), 'utf8')).postIds;

async function as(browser: Browser, baseURL: string, who: SeededUser | null): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    if (window.location.protocol === 'about:') return;
    window.localStorage.setItem('first_agree_over_18', '1');
    for (const key of ['become_host_shown', 'concierge_shown']) window.sessionStorage.setItem(key, '1');
  });
  if (who) await context.addCookies([{ name: '__antk', value: seededUsers()[who].token, url: baseURL }]);
  return context.newPage();
}

async function report(page: Page, postId: number, reason: string, words = '') {
  await page.goto(`/post?id=${postId}`);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByText(reason, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: reason })).toBeChecked();
  if (words) await dialog.getByLabel('Anything to add (optional)').fill(words);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks: your report was sent.')).toBeVisible();
}

test('a second fan reports the post; staff hide it; the creator sees why', async ({ browser, baseURL }) => {
  const [postId] = postIds();
  const fan1 = await as(browser, baseURL!, 'modFan1');
  const fan2 = await as(browser, baseURL!, 'modFan2');
  await report(fan1, postId!, 'Spam or scam');
  await report(fan2, postId!, 'Shared without consent', 'That is me in the photo.');

  const staff = await as(browser, baseURL!, 'staffAdmin');
  await staff.goto('/admin/reports');
  const decide = staff.getByRole('form', { name: `Decide the reports of post ${postId}` });
  await expect(staff.getByText('2 reports')).toBeVisible();
  await expect(staff.getByText('“That is me in the photo.”')).toBeVisible();
  await expectNoAxeViolations(staff);
  await decide.getByLabel('Reason (shown to the author)').fill('Shared without the consent of the person shown');
  await decide.getByRole('button', { name: 'Hide' }).click();
  await expect(staff.getByText(`Hidden: post ${postId}. The reporters were told.`)).toBeVisible();

  // Gone for everyone else.
  const res = await fan2.goto(`/post?id=${postId}`);
  expect(res?.status()).toBe(404);
  await expect(fan2.getByText('Moderation post one')).toHaveCount(0);

  // The creator sees it marked, with the reason, and was told.
  const creator = await as(browser, baseURL!, 'modCreator');
  await creator.goto(`/post?id=${postId}`);
  await expect(creator.getByText('Moderation post one')).toBeVisible();
  await expect(creator.getByText('Hidden by moderation: only you can see this post')).toBeVisible();
  await expect(creator.getByText('Reason: Shared without the consent of the person shown')).toBeVisible();
  await creator.goto('/notifications');
  await expect(creator.getByText('Your post was hidden by moderation')).toBeVisible();

  // The reporter sees the outcome.
  await fan1.goto('/user/account#reports');
  await expect(fan1.getByRole('region', { name: 'Your reports' }).getByText('Content hidden')).toBeVisible();
});

test('a DMCA notice takes a post down and a counter-notice restores it', async ({ browser, baseURL }) => {
  const [, postId] = postIds();
  const claimant = await as(browser, baseURL!, null);
  await claimant.goto('/manage/terms');
  await claimant.getByRole('link', { name: 'Send a DMCA takedown notice' }).click();
  await expect(claimant).toHaveURL(/\/manage\/dmca_form$/);
  await claimant.getByLabel('Your full name').fill('Pat Claimant');
  await claimant.getByLabel('Email').fill('pat.claimant@example.com');
  await claimant.getByLabel('Postal address and phone number').fill('1 Main Street, Springfield');
  await claimant.getByLabel('The original work').fill('My photo series "Dawn"');
  await claimant.getByLabel('Infringing URLs on this site').fill(`${baseURL}/post?id=${postId}`);
  await claimant.getByLabel('Electronic signature').fill('Pat Claimant');
  // Without the two statements the form is not sent (the server refuses them too: server/api/moderation.int.test.ts).
  await claimant.getByRole('button', { name: 'Send notice' }).click();
  await expect(claimant).toHaveURL(/\/manage\/dmca_form$/);
  await claimant.getByText(/good-faith belief/).click();
  await claimant.getByText(/information in this notice is accurate/).click();
  await claimant.getByRole('button', { name: 'Send notice' }).click();
  await expect(claimant).toHaveURL(/\/manage\/dmca_form\/success/);
  await expect(claimant.getByText(/We received your notice/)).toBeVisible();

  const staff = await as(browser, baseURL!, 'staffAdmin');
  await staff.goto('/admin/dmca');
  await staff
    .getByRole('form', { name: /^Decide notice/ })
    .getByRole('button', { name: 'Take down' })
    .click();
  await expect(staff.getByText(/posts taken down, creators told/)).toBeVisible();

  const fan = await as(browser, baseURL!, 'modFan1');
  expect((await fan.goto(`/post?id=${postId}`))?.status()).toBe(404);

  const creator = await as(browser, baseURL!, 'modCreator');
  await creator.goto(`/post?id=${postId}`);
  await expect(creator.getByText('Hidden after a copyright notice: only you can see this post')).toBeVisible();
  await creator.getByRole('link', { name: 'Send a counter-notice' }).click();
  await creator.getByLabel('Your statement').fill('I took this photo myself.');
  await creator.getByText(/consent to the jurisdiction/).click();
  await creator.getByLabel('Electronic signature').fill('Mod Creator');
  await creator.getByRole('button', { name: 'Send counter-notice' }).click();
  await expect(creator.getByText('Counter-notice sent. We will review it and tell you.')).toBeVisible();

  await staff.goto('/admin/dmca');
  await expect(staff.getByText('I took this photo myself.')).toBeVisible();
  await staff.getByRole('button', { name: 'Restore' }).click();
  await expect(staff.getByText('Restored: the creator and the claimant were told.')).toBeVisible();
  await expectNoAxeViolations(staff);

  expect((await fan.goto(`/post?id=${postId}`))?.status()).toBe(200);
  await expect(fan.getByText('Moderation post two')).toBeVisible();
});
