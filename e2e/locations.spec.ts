import { expect, expectNoAxeViolations, test } from './fixtures';

/** An address the shipped GeoLite2 data puts in France (server/api/locations.int.test.ts checks it). */
const FRANCE = '2.2.2.2';

test.describe('blocked locations and the adult content setting', () => {
  // Several pages and browser contexts each, and axe over a page with the 250-country picker.
  test.describe.configure({ timeout: 120_000 });
  test('a creator blocks France in the settings; a visitor from France gets the error page, others the profile', async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    await loginAs('creator');
    // The Me tab is the own profile; its Settings link leads to /setting.
    await page.goto('/@gold_creator');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByRole('heading', { name: 'Blocked locations', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /Country/ }).click();
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await page.getByRole('button', { name: 'Block location' }).click();
    await expect(page.getByRole('list', { name: 'Blocked locations' }).getByText('France', { exact: true })).toBeVisible();
    // The same place twice is refused with the spec's words.
    await page.getByRole('button', { name: 'Block location' }).click();
    await expect(page.getByRole('alert')).toHaveText('Location already exists.');
    await expectNoAxeViolations(page);

    const visit = async (headers: Record<string, string>) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers });
      const visitor = await context.newPage();
      await visitor.addInitScript(() => window.localStorage.setItem('first_agree_over_18', '1'));
      const response = await visitor.goto('/@gold_creator');
      return { context, visitor, response };
    };
    const fromFrance = await visit({ 'X-Forwarded-For': FRANCE });
    expect(fromFrance.response?.status()).toBe(404);
    await expect(fromFrance.visitor.getByText('Sorry, the profile or page does not exist.')).toBeVisible();
    // No byte of the creator's content: not the name, not the bio.
    expect(await fromFrance.visitor.content()).not.toContain('Gold Creator');
    await fromFrance.context.close();
    const fromElsewhere = await visit({});
    expect(fromElsewhere.response?.status()).toBe(200);
    await expect(fromElsewhere.visitor.getByText('@gold_creator').first()).toBeVisible();
    await fromElsewhere.context.close();

    // Remove asks first, then France is open again.
    await page.getByRole('button', { name: 'Remove France' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('No blocked locations')).toBeVisible();
    const again = await visit({ 'X-Forwarded-For': FRANCE });
    expect(again.response?.status()).toBe(200);
    await again.context.close();
  });

  test('"Blur explicit media until I tap" covers the feed\'s photos until tapped or Enter', async ({ page, loginAs }) => {
    await loginAs('csrfFan');
    await page.goto('/setting');
    await page.getByRole('link', { name: /Adult content/ }).click();
    await expect(page).toHaveURL(/\/setting\/adult_setting$/);
    const blur = page.getByRole('switch', { name: 'Blur explicit media until I tap' });
    await expect(blur).not.toBeChecked();
    await page.getByText('Blur explicit media until I tap').click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(blur).toBeChecked();
    await expectNoAxeViolations(page);

    await page.goto('/home');
    const covers = page.getByRole('button', { name: /^Tap to view: Photo 1 of 1 by Silver Star/ });
    await expect(covers.first()).toBeVisible();
    const before = await covers.count();
    // Covered photos are not on the page as images (only the locked post's blurred preview is).
    await expect(page.getByRole('img', { name: /^Photo 1 of 1 by Silver Star/ })).toHaveCount(0);
    await covers.first().focus();
    await page.keyboard.press('Enter');
    await expect(covers).toHaveCount(before - 1);
    await expect(page.getByRole('img', { name: /^Photo 1 of 1 by Silver Star/ })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Back off (this fan's other tests see plain media).
    await page.goto('/setting/adult_setting');
    await page.getByText('Blur explicit media until I tap').click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('button', { name: /^Tap to view/ })).toHaveCount(0);
  });
});
