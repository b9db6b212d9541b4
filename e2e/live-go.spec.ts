/**
 * Going live (issue 22, ADR 104): the create popup's Live runs the calls' camera-then-microphone
 * check and opens /live?ts=; Go live lands in the room; a scheduled live shows on the creator's
 * profile and in the feed's strip for a fan who follows; a refusal shows the permission dialog.
 * Real server and real endpoints; Debian chromium's fake camera and microphone.
 */
import { closeAll, openProfile, personAs } from './call-kit';
import { expect, expectNoAxeViolations, pacificTimeAhead, signedPost, test } from './fixtures';

const PERMISSION = {
  title: 'Allow Fanstage to access your camera and microphone.',
  content: 'Please make sure your camera and microphone permissions are enabled to start the Video Call.',
};

test.describe('going live', () => {
  test('create popup -> Live -> camera and microphone -> /live -> Go live lands in the room', async ({ browser, baseURL, request }) => {
    const creator = await personAs(browser, baseURL!, 'goLiveCreator');
    const { page } = creator;
    let liveId: number | null = null;
    try {
      await page.goto('/home');
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('button', { name: 'Live' }).click();
      await expect(page).toHaveURL(/\/live\?ts=\d+$/);
      // The preview shows the (fake) camera.
      await expect(page.getByLabel('Your camera preview')).toBeVisible();
      await expect.poll(() => page.getByLabel('Your camera preview').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Go live' }).click();
      await expect(page.getByText('Please add a title for your Live.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: 'Title' }).fill('Golive e2e');
      // react-aria keeps the input visually hidden: the label is what a person clicks.
      await page.getByText('Ticket', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Ticket' })).toBeChecked();
      await page.getByRole('textbox', { name: 'Ticket price (coins)' }).fill('15');
      await page.getByRole('button', { name: 'Go live' }).click();
      await expect(page).toHaveURL(/\/live\/join_live\?live_id=\d+$/);
      liveId = Number(new URL(page.url()).searchParams.get('live_id'));

      // Back on /live the server has it running: Return to your Live leads to the same room.
      await page.goto('/live');
      const back = page.getByRole('link', { name: 'Return to your Live' });
      await expect(back).toHaveAttribute('href', `/live/join_live?live_id=${liveId}`);
      await expect(page.getByText('Ticket: 15 coins', { exact: false })).toBeVisible();
    } finally {
      if (liveId) await signedPost(request, '/api/core/live/end/', { live_id: liveId }, creator.token);
      await closeAll(creator);
    }
  });

  test("a scheduled live shows on the creator's profile and in the feed for a fan who follows", async ({ browser, baseURL }) => {
    const creator = await personAs(browser, baseURL!, 'goLiveCreator');
    const fan = await personAs(browser, baseURL!, 'goLiveFan', { media: false });
    try {
      const time = await pacificTimeAhead(20 * 60);
      await creator.page.goto(`/live?ts=${Math.floor(Date.now() / 1000)}`);
      await creator.page.getByRole('textbox', { name: 'Title' }).fill('Golive brunch');
      await creator.page.getByText('Schedule for later').click();
      await creator.page.getByLabel('Time (PST)').fill(time);
      await creator.page.getByRole('button', { name: 'Schedule' }).click();
      const upcoming = creator.page.getByRole('list', { name: 'Upcoming lives' });
      await expect(upcoming.getByTestId('scheduled-live')).toContainText('Golive brunch');

      await openProfile(fan.page, creator.userName);
      const line = fan.page.getByTestId('profile-live');
      await expect(line).toContainText('Live at');
      await expect(line).toContainText('Golive brunch');

      await fan.page.goto('/home');
      const strip = fan.page.getByRole('list', { name: 'Lives of creators you follow' });
      await expect(strip.getByRole('link', { name: /Golive brunch/ })).toHaveAttribute('href', /\/live\/join_live\?live_id=\d+$/);

      // Cancelled, it leaves the list (and the profile).
      await upcoming.getByRole('button', { name: 'Cancel' }).click();
      await expect(creator.page.getByTestId('scheduled-live')).toHaveCount(0);
      await openProfile(fan.page, creator.userName);
      await expect(fan.page.getByTestId('profile-live')).toHaveCount(0);
    } finally {
      await closeAll(creator, fan);
    }
  });

  test('a creator who refused the camera gets the permission dialog, and /live asks again', async ({ browser, baseURL }) => {
    const creator = await personAs(browser, baseURL!, 'goLiveCreator', { media: false });
    const { page } = creator;
    try {
      await page.goto('/home');
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('button', { name: 'Live' }).click();
      const dialog = page.getByRole('dialog', { name: PERMISSION.title });
      await expect(dialog).toContainText(PERMISSION.content);
      await expect(page).toHaveURL('/home');
      await dialog.getByRole('button', { name: 'done' }).click();
      await expect(dialog).toBeHidden();

      // A direct visit without a fresh ts: the access step, no form.
      await page.goto('/live');
      await expect(page.getByRole('button', { name: 'Go live' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Allow camera and microphone' }).click();
      await expect(page.getByRole('dialog', { name: PERMISSION.title })).toBeVisible();
      await expect(page).toHaveURL('/live');
    } finally {
      await closeAll(creator);
    }
  });
});
