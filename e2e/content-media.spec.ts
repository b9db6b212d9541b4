/**
 * The sign-up's picture step (issue 5, ADR 043): choose a picture, see it, watch it upload;
 * it becomes the portrait anyone can load. A picture that cannot be used is explained, and
 * Skip still finishes the sign-up.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, test } from './fixtures';

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

/** Email, code, birthday and names: up to the picture step. */
async function upToPicture(page: Page, request: APIRequestContext, name: string) {
  const email = `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const userName = `${name}${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/#step_2$/);
  await page.getByLabel(/^Code/).fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#step_3$/);
  await page.getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type('05171990');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Username/).fill(userName);
  await page.getByLabel(/^Display name/).fill('Picture Fan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#step_5$/);
  return userName;
}

const fileInput = (page: Page) => page.locator('input[type="file"]');

test.describe('the sign-up picture step', () => {
  test('a new fan chooses a picture, sees it, uploads it, and it is their portrait for everyone', async ({ page, browser, request, consoleErrors }) => {
    const userName = await upToPicture(page, request, 'picfan');
    await expect(page.getByRole('img', { name: 'Picture Fan' })).toHaveText('PF');
    const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    await fileInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    // The preview shows before anything is sent.
    await expect(page.getByRole('img', { name: 'Picture Fan' })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
    await expectNoAxeViolations(page);

    const uploaded = page.waitForResponse((r) => r.url().includes('/api/core/user/portrait/upload/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Finish sign-up' }).click();
    const answer = await (await uploaded).json();
    expect(answer.result).toBe('ok');
    expect(answer.data.portrait).toMatch(/^\/media\/\d+\/w_320,h_320$/);
    await expect(page).toHaveURL('/home');
    await expect(page.locator('body')).toHaveAttribute('data-user-name', userName);

    // The portrait shows on the profile in the size its 80 px circle needs: at 1x the 160 square.
    await page.goto(`/@${userName}`);
    const avatar = page.getByRole('img', { name: 'Picture Fan' }).first();
    await expect(avatar).toHaveAttribute('src', answer.data.portrait);
    const small = answer.data.portrait.replace('w_320,h_320', 'w_160,h_160');
    await expect(avatar).toHaveAttribute('srcset', `${small} 160w, ${answer.data.portrait} 320w`);
    const shown = (img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.complete && img.naturalWidth > 0];
    await expect.poll(() => avatar.evaluate(shown)).toEqual([small, true]);
    // Both squares load for someone without a session.
    for (const path of [answer.data.portrait, small]) {
      const anonymous = await request.get(path, { headers: { Cookie: '' } });
      expect(anonymous.status()).toBe(200);
      expect(anonymous.headers()['content-type']).toBe('image/webp');
    }
    // On a 3x screen the same circle takes the 320 square.
    const dense = await browser.newContext({ deviceScaleFactor: 3 });
    const densePage = await dense.newPage();
    await densePage.goto(`/@${userName}`);
    const denseAvatar = densePage.locator(`img[src="${answer.data.portrait}"]`).first();
    await expect.poll(() => denseAvatar.evaluate(shown)).toEqual([answer.data.portrait, true]);
    await dense.close();
    expect(consoleErrors).toEqual([]);
  });

  test('a file that is not a picture is explained; Skip finishes the sign-up without one', async ({ page, request }) => {
    const userName = await upToPicture(page, request, 'skipfan');
    await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText('Please choose a picture (JPEG, PNG, WebP or GIF).');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.locator('body')).toHaveAttribute('data-user-name', userName);
    await page.goto(`/@${userName}`);
    await expect(page.getByRole('img', { name: 'Picture Fan' }).first()).toHaveText('PF');
  });
});
