/**
 * Becoming a creator (issue 19, ADR 091), as the issue checks it: a new fan signs up, applies with
 * generated ID images, waits; an admin refuses with a reason; the fan re-applies; the admin
 * approves; the fan, still signed in, sees the creator tab bar and publishes a post in the same
 * session. Two browser contexts: the fan, and the admin made by `npm run staff`.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, hydrated, seededUsers, test } from './fixtures';

async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { data } = await (await request.get('/api/dev/outbox')).json();
      const message = data.list.find((m: { to: string }) => m.to === email);
      code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function signUp(page: Page, request: APIRequestContext) {
  const email = `applicant.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const userName = `applicant${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel(/^Code/).fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type('05171990');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Username/).fill(userName);
  await page.getByLabel(/^Display name/).fill('Applicant Fan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/home');
  await hydrated(page);
  return { email, userName };
}

/** A generated "photo": a coloured card with a darker band, as a JPEG. */
async function idImage(r: number, g: number, b: number): Promise<Buffer> {
  const band = await sharp({ create: { width: 600, height: 80, channels: 3, background: { r: r / 2, g: g / 2, b: b / 2 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 380, channels: 3, background: { r, g, b } } })
    .composite([{ input: band, top: 40, left: 0 }])
    .jpeg()
    .toBuffer();
}

async function addPhoto(page: Page, button: string, name: string, bytes: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
}

/** The three steps with a two-sided ID card; `seed` makes each attempt's photos their own bytes. */
async function apply(page: Page, seed: number) {
  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  await page.getByLabel(/^Full legal name/).fill('Pat Applicant');
  await page.getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type('05171990');
  await page.getByRole('button', { name: /Country of residence/ }).click();
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your ID' })).toBeVisible();
  await page.getByText('National ID card', { exact: true }).click();
  // The back side is asked for: going on without it is refused.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please add the photo: front of your id.');
  await addPhoto(page, 'Add photo: front of your id', 'front.jpg', await idImage(200, 180 - seed, 120));
  await addPhoto(page, 'Add photo: back of your id', 'back.jpg', await idImage(120, 160, 200 - seed));
  await addPhoto(page, 'Add photo: selfie holding your id', 'selfie.jpg', await idImage(220 - seed, 140, 160));
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toHaveCount(3, { timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Creator agreement' })).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please accept the Creator Terms of Service to continue.');
  await page.getByText('I have read and accept the Creator Terms of Service').click();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
}

/** The admin opens the applicant's application under review; its three photos are served to them. */
async function openApplication(admin: Page, userName: string) {
  await admin.goto('/admin/applications');
  const photos = ['front', 'back', 'selfie'].map((side) =>
    admin.waitForResponse((r) => r.url().endsWith(`/documents/${side}`) && r.status() === 200 && r.headers()['content-type'] === 'image/webp'),
  );
  await admin.getByRole('link', { name: new RegExp(`@${userName}$`) }).click();
  await expect(admin.getByRole('heading', { level: 2, name: /^Application \d+$/ })).toBeVisible();
  for (const label of ['Front of the ID', 'Back of the ID', 'Selfie holding the ID']) await expect(admin.getByRole('img', { name: label })).toBeVisible();
  await Promise.all(photos);
}

test('a fan applies, is refused with a reason, re-applies, is approved and publishes in the same session', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const { userName } = await signUp(page, request);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL('/creator_audit?redirect=%2Fhome');
  await apply(page, 0);

  const staff = await browser.newContext({ baseURL });
  await staff.addCookies([{ name: '__antk', value: seededUsers().staffAdmin.token, url: baseURL! }]);
  // As the fixtures' page: the adult confirmation given, the hints seen.
  await staff.addInitScript(() => {
    if (window.location.protocol === 'about:') return;
    window.localStorage.setItem('first_agree_over_18', '1');
    for (const key of ['become_host_shown', 'concierge_shown']) window.sessionStorage.setItem(key, '1');
  });
  const admin = await staff.newPage();
  await openApplication(admin, userName);
  await expectNoAxeViolations(admin);
  await admin.getByLabel(/^Reason/).fill('The selfie does not show the ID clearly.');
  await admin.getByRole('button', { name: 'Refuse with this reason' }).click();
  await expect(admin.getByText('Not approved: the applicant was told the reason.')).toBeVisible();

  // The fan's page learns it over the socket (user_info_change), without reloading.
  await expect(page.getByRole('heading', { level: 2, name: 'Not approved' })).toBeVisible({ timeout: 15_000 });
  // On the page (the notification banner may say it too).
  await expect(page.getByRole('main').getByText('The selfie does not show the ID clearly.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply again' }).click();
  await apply(page, 40);

  await openApplication(admin, userName);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved: the applicant is a creator now.')).toBeVisible();
  // Every photo load was audited.
  await admin.goto('/admin/audit');
  await expect(admin.getByText(/^document\.view · application/).first()).toBeVisible();
  await expect(admin.getByText(/^application\.approve · application/)).toBeVisible();
  await expect(admin.getByText(/^application\.refuse · application/)).toBeVisible();
  await staff.close();

  // Still signed in, no reload: approved, and Continue goes back to /home as a creator.
  await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/home');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page).toHaveURL(/\/publish$/);
  await page.locator('input[type=file]').setInputFiles([{ name: 'first.jpg', mimeType: 'image/jpeg', buffer: await idImage(30, 90, 200) }]);
  // The upload's bar goes when it is stored, and posting waits until then.
  await expect(page.getByRole('progressbar', { name: 'Upload of first.jpg' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Post now' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Caption' }).fill('My first post');
  await page.getByRole('button', { name: 'Post now' }).click();
  await expect(page).toHaveURL(/\/publish\/success\?post_id=\d+$/);
});
