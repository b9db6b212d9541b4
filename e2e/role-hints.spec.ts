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

  test('a creator sees the concierge dialog once; confirm goes to the agent set-up', async ({ page, loginAs }) => {
    await loginAs('creator');
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Meet your Concierge Agent' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your Concierge Agent will help manage your account, engage with your fans, and maximize your earnings.');
    await expect(dialog).toContainText('Enjoy it free for your first 1 month! After that, a small service fee applies.');
    await expect(page.getByRole('link', { name: 'Become a creator' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL('/personal-agent/setting');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
