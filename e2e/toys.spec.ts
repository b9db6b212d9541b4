/**
 * Toys (issue 22 point 5, ADR 103): a creator sets tip levels on /setting/toy_setting (the order
 * rule shown inline, kept after a reload), points the Lovense address at the local stand-in, and
 * "Test toy" reaches it; with nothing at the address the page says so, and nothing breaks.
 */
import { expectNoAxeViolations, expect, test } from './fixtures';
import { startLovenseStandin } from './lovense';

test.describe.configure({ mode: 'serial' });

async function setLevel(page: import('@playwright/test').Page, level: number, values: { coins: number; strength: number; seconds: number }) {
  const group = page.getByRole('group', { name: `Level ${level}`, exact: true });
  await group.getByRole('textbox', { name: 'Tip from (coins)' }).fill(String(values.coins));
  await group.getByRole('textbox', { name: 'Strength (1-20)' }).fill(String(values.strength));
  await group.getByRole('textbox', { name: 'Seconds (1-60)' }).fill(String(values.seconds));
  await group.getByRole('textbox', { name: 'Seconds (1-60)' }).blur();
}

// No consoleErrors: the browser logs the refused save (400) of the order rule.
test('a creator sets tip levels, and "Test toy" reaches the Lovense app at the address given', async ({ page, loginAs }) => {
  const toy = await startLovenseStandin();
  try {
    await loginAs('creator');
    await page.goto('/setting');
    await page.getByRole('link', { name: /^Toys/ }).click();
    await expect(page).toHaveURL(/\/setting\/toy_setting$/);
    await expect(page.getByRole('heading', { name: 'Tip levels' })).toBeVisible();

    await page.getByText('Tips vibrate my toy in my Lives').click();
    await expect(page.getByRole('switch', { name: 'Tips vibrate my toy in my Lives' })).toBeChecked();
    await page.getByRole('button', { name: 'Add level' }).click();
    await page.getByRole('button', { name: 'Add level' }).click();
    await page.getByRole('button', { name: 'Add level' }).click();
    await setLevel(page, 1, { coins: 20, strength: 6, seconds: 5 });
    await setLevel(page, 2, { coins: 20, strength: 12, seconds: 10 });
    await page.getByRole('button', { name: 'Remove level 3' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's order rule, under the field it names.
    const level2 = page.getByRole('group', { name: 'Level 2', exact: true });
    await expect(level2.getByText('Each toy level needs more coins than the level before it.')).toBeVisible();

    await setLevel(page, 2, { coins: 100, strength: 12, seconds: 10 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Tips vibrate my toy in my Lives' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Level 2', exact: true }).getByRole('textbox', { name: 'Tip from (coins)' })).toHaveValue('100');
    await expect(page.getByRole('group', { name: 'Level 3', exact: true })).toHaveCount(0);

    // The toy: the stand-in of Lovense Connect on this device.
    await page.getByLabel('Lovense Connect address').fill(toy.url);
    await page.getByRole('button', { name: 'Test toy' }).click();
    await expect(page.getByText('Toy found: it vibrated for 2 s.')).toBeVisible();
    expect(toy.commands).toEqual([{ command: 'Function', action: 'Vibrate:6', timeSec: 2, apiVer: 1 }]);
    await expectNoAxeViolations(page);

    // The address stays on this device.
    await page.reload();
    await expect(page.getByLabel('Lovense Connect address')).toHaveValue(toy.url);
  } finally {
    await toy.close();
  }
});

// No consoleErrors: the browser logs the refused connection.
test('with nothing at the address, "Test toy" says no toy was found', async ({ page, loginAs }) => {
  const gone = await startLovenseStandin();
  await gone.close();
  await loginAs('creator');
  await page.goto('/setting/toy_setting');
  await page.getByLabel('Lovense Connect address').fill(gone.url);
  await page.getByRole('button', { name: 'Test toy' }).click();
  await expect(page.getByRole('alert')).toContainText('No toy found at that address');
  await expectNoAxeViolations(page);
  // The levels still save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
});
