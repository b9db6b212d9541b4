import { expect, expectNoAxeViolations, PACIFIC_PAST_TIME, pacificTimeAhead, test } from './fixtures';

test.describe('mass messages', () => {
  test('a creator schedules a mass message to followers (not in the past, one per 6 hours) and the job delivers it', async ({ page, loginAs }) => {
    test.slow(); // The message goes out at the next minute on the clock.
    // The refused second message (429) is logged by the browser; anything else is a fault.
    const faults: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of 429/.test(msg.text())) faults.push(msg.text());
    });
    page.on('pageerror', (error) => faults.push(error.message));
    await loginAs('creator');
    await page.goto('/mass/sender');
    await expect(page.getByRole('heading', { level: 1, name: 'New Mass Message' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Followers (1)' })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Please write a message or add media.')).toBeVisible();
    // A photo from the vault goes with it (the seeded creator has one).
    await page.getByRole('button', { name: 'Add from vault' }).click();
    const vault = page.getByRole('dialog', { name: 'Your vault' });
    await vault.getByRole('button', { name: 'Image: gold.png' }).click();
    await expect(vault.getByRole('button', { name: 'Image: gold.png' })).toHaveAttribute('aria-pressed', 'true');
    await vault.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Media of this message' }).getByRole('button', { name: 'Open image: gold.png' })).toBeVisible();
    await expect(page.getByText('1 of 10 media')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('New set tonight, thank you for following!');

    await page.getByText('Schedule for later').click();
    await page.getByLabel('Time (PST)').fill(PACIFIC_PAST_TIME);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Please choose a time in the future.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The next whole minute at least 10 s ahead.
    await page.getByLabel('Time (PST)').fill(await pacificTimeAhead(10));
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/mass\/success\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Your mass message is scheduled' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A second one within 6 hours is refused with the server's message.
    await page.goto('/mass/sender');
    await page.getByRole('textbox', { name: 'Message' }).fill('Another one');
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('alert')).toHaveText('You can send one mass message every 6 hours. Please choose a later time.');

    // Opened directly, the success page claims nothing: the list shows what is true.
    await page.goto('/mass/success');
    await expect(page).toHaveURL(/\/mass\/list$/);
    await page.goto('/mass/success?id=999999');
    await expect(page).toHaveURL(/\/mass\/list$/);

    await page.goto('/mass/list');
    // A row: the first line of the text, its audience, the status as a badge, the photo as a thumbnail.
    const row = page.getByTestId('mass-row').first();
    await expect(row.getByText('New set tonight, thank you for following!')).toBeVisible();
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(row.locator('img')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('1 of 1 sent')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 180_000, intervals: [5000] });
    await expect(page.getByTestId('mass-row').first().getByText('Sent', { exact: true })).toBeVisible();
    expect(faults).toEqual([]);
  });
});
