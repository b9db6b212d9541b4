import { expect, expectNoAxeViolations, seededUsers, test } from './fixtures';

test.describe('/user/account', () => {
  test('lists the signed-in devices, revokes another one, and logs out', async ({ page, context, loginAs, request, consoleErrors }) => {
    await loginAs('fanSpare3');
    await page.goto('/user/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText('@golden_fan')).toBeVisible();
    await expect(page.getByText(/\(this device\)/)).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Revoke Firefox on Linux' }).click();
    await expect(page.getByRole('button', { name: 'Revoke Firefox on Linux' })).toHaveCount(0);
    // That device is signed out: its cookie no longer opens a user page.
    const revoked = await request.get('/user/account', { headers: { Cookie: `__antk=${seededUsers().fanFirefox.token}` }, maxRedirects: 0 });
    expect(revoked.status()).toBe(302);
    expect(revoked.headers().location).toMatch(/^\/login\?redirect=/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('body')).toHaveAttribute('data-logged-in', 'false');
    const ended = await request.get('/user/account', { headers: { Cookie: `__antk=${seededUsers().fanSpare3.token}` }, maxRedirects: 0 });
    expect(ended.status()).toBe(302);
    expect((await context.cookies()).find((c) => c.name === '__antk')?.value).not.toBe(seededUsers().fanSpare3.token);
    expect(consoleErrors).toEqual([]);
  });
});
