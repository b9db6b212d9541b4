import { expect, test } from './fixtures';

test.use({ hintsSeen: false });

test.describe('system flags by role', () => {
  test('a non-creator on a tab page sees the become-host bubble once per session', async ({ page, loginAs }) => {
    await loginAs('fan');
    await page.clock.install();
    await page.goto('/home');
    const bubble = page.getByRole('link', { name: 'Become a creator' });
    await expect(bubble).toBeVisible();
    await expect(bubble).toHaveAttribute('href', '/creator_audit?redirect=%2Fhome');
    await page.clock.runFor(5_100);
    await expect(bubble).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(500);
    await expect(page.getByRole('link', { name: 'Become a creator' })).toHaveCount(0);
  });

  test('with the default flags (OC off, ADR 095) a creator sees no concierge dialog: its screens are not built yet', async ({ page, loginAs }) => {
    await loginAs('creator');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'Meet your Concierge Agent' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Become a creator' })).toHaveCount(0);
  });
});
