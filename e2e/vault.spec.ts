/**
 * The vault (issue 5) on /user/creator_tools: a creator with 31 seeded images sees the first 30,
 * uploads one more (it shows at the top), loads the rest, is refused deleting an image a posted
 * post carries, deletes the new one, and takes an image into a new post. Fans are sent to the
 * creator application instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, test } from './fixtures';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

test.describe('the vault', () => {
  test('lists, uploads, loads more, refuses and deletes', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    // The refused delete is logged by the browser as a failed load (409); anything else is a fault.
    const faults: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 409 \(Conflict\)/.test(msg.text())) faults.push(msg.text());
    });
    page.on('pageerror', (error) => faults.push(error.message));
    await loginAs('vaultCreator');
    await page.goto('/user/creator_tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Creator Tools' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Your vault' });
    const tiles = grid.getByRole('listitem');
    await expect(tiles).toHaveCount(30);
    await expect(grid.getByRole('button', { name: 'Open image: vault-30.png' })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Open image: vault-00.png' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Upload into the vault: it joins the grid at the top and leaves the progress list.
    await page.locator('input[type=file]').setInputFiles([{ name: 'red.png', mimeType: 'image/png', buffer: fs.readFileSync(path.join(FIXTURES, 'red.png')) }]);
    await expect(tiles.first().getByRole('button', { name: 'Open image: red.png' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Uploads to your vault' })).toHaveCount(0);
    await expect(tiles).toHaveCount(31);

    // The next page (keyset) brings the oldest.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(grid.getByRole('button', { name: 'Open image: vault-00.png' })).toBeVisible();
    await expect(tiles).toHaveCount(32);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // vault-00.png is in a posted post: the server refuses, with its reason.
    await grid.getByRole('button', { name: 'Open image: vault-00.png' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'This item is in a scheduled or published post, so it cannot be deleted. Remove it from the post first.',
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(tiles).toHaveCount(32);

    // The new upload is used nowhere: it goes.
    await grid.getByRole('button', { name: 'Open image: red.png' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this image?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(grid.getByRole('button', { name: 'Open image: red.png' })).toHaveCount(0);
    await expect(tiles).toHaveCount(31);
    // Still gone after a reload.
    await page.reload();
    await expect(tiles).toHaveCount(30);
    await expect(grid.getByRole('button', { name: 'Open image: red.png' })).toHaveCount(0);

    // "Use in a new post": the composer opens with the image in it.
    await grid.getByRole('button', { name: 'Open image: vault-30.png' }).click();
    await page.getByRole('button', { name: 'Use in a new post' }).click();
    await expect(page).toHaveURL(/\/publish\?media_id=\d+$/);
    // The vault item is in the composer's strip as a picture, stored already (no upload bar).
    await expect(
      page
        .getByRole('list', { name: 'Media of this post' })
        .getByRole('listitem', { name: /vault-30\.png/ })
        .locator('img'),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload of vault-30.png' })).toHaveCount(0);
    expect(faults).toEqual([]);
  });

  test('a fan is sent to the creator application', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.goto('/user/creator_tools');
    await expect(page).toHaveURL(/\/creator_audit\?redirect=%2Fuser%2Fcreator_tools$/);
  });
});
