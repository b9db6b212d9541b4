/** Notifications (issue 7): a banner from the server, swiped away; the list and TN; email unsubscribe and resubscribe. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, signedPost, test } from './fixtures';
import { SANDBOX_PAYMENT_METHODS } from '../common/payment-methods';

// The app's one worker carries the pushes (ADR 072, 111).
test.use({ serviceWorkers: 'allow' });

interface Seeded {
  token: string;
  userName: string;
  userId: number;
}
function notifySeed(): { notifyCreator: Seeded; notifyFan: Seeded; unsubscribeToken: string } {
  return JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'e2e-notify.json'), 'utf8'));
}

test('a tip shows a banner that swipes away, then sits in /notifications with TN until read', async ({ page, context, baseURL, request, consoleErrors }) => {
  const { notifyCreator, notifyFan } = notifySeed();
  await context.addCookies([{ name: '__antk', value: notifyCreator.token, url: baseURL! }]);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByText('A live starts in 3 minutes')).toBeVisible();
  const tabBar = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: /Notifications/ }) });
  // The socket is connected once system/init has set TN (seeded 1).
  await expect(tabBar.getByText('Notifications, 1 unread')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Enable push notifications' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A real action on the server: the fan buys coins and tips the creator.
  const bought = await signedPost(
    request,
    '/api/pay/coins/buy',
    { coins: 40, payment_method: SANDBOX_PAYMENT_METHODS.succeeds, idem_key: `e2e-buy-${Date.now()}` },
    notifyFan.token,
  );
  expect(bought.status()).toBe(200);
  const tipped = await signedPost(request, '/api/pay/tip', { creator_id: notifyCreator.userId, coins: 12, idem_key: `e2e-tip-${Date.now()}` }, notifyFan.token);
  expect(tipped.status()).toBe(200);

  const banner = page.getByTestId('notification-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Notify Fan sent you a tip');
  await expect(banner).not.toHaveAttribute('data-live', 'true');
  await expect(tabBar.getByText('Notifications, 2 unread')).toBeAttached();
  // Swipe up by more than 10 px with the mouse.
  const box = (await banner.boundingBox())!;
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2 - 30, { steps: 4 });
  await page.mouse.up();
  await expect(banner).toHaveCount(0);

  // The list shows it (loaded again as TN went up), unread, with the amount.
  const tip = page.getByTestId('notification-item').filter({ hasText: 'Notify Fan sent you a tip' });
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('data-unread', 'true');
  await expect(page.locator('#main').getByText('2 unread', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.locator('#main').getByText('All read', { exact: true })).toBeVisible();
  await expect(tabBar.getByText(/Notifications, \d+ unread/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('notification-item').first()).not.toHaveAttribute('data-unread', 'true');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('an email link unsubscribes without logging in and offers Resubscribe; a bad link says so', async ({ page, consoleErrors }) => {
  const { unsubscribeToken } = notifySeed();
  await page.goto(`/manage/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`);
  await expect(page.getByText('You are unsubscribed from "Activity" emails.')).toBeVisible();
  await expect(page.getByText('Address: n***@example.com')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Resubscribe' }).click();
  await expect(page.getByText('You are subscribed again to "Activity" emails.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/manage/email/unsubscribe?token=1.activity.forged');
  await expect(page.getByText('This link does not work')).toBeVisible();
  await expect(page.getByText(/This email link is not valid/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('email notification settings: a category switched off stays off', async ({ page, context, baseURL }) => {
  const { notifyCreator } = notifySeed();
  await context.addCookies([{ name: '__antk', value: notifyCreator.token, url: baseURL! }]);
  await page.goto('/manage/email/notification');
  await expect(page.getByText('Emails go to notify.creator@example.com. Choose which ones you get.')).toBeVisible();
  const news = page.getByRole('switch', { name: 'News and offers' });
  await expect(news).toBeChecked();
  await expectNoAxeViolations(page);
  await news.click({ force: true });
  await expect(news).not.toBeChecked();
  await expect(news).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'News and offers' })).not.toBeChecked();
});
