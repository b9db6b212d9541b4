/**
 * The staff console (issue 19 point 2, ADR 090): staff see it; everyone else, signed in or not,
 * gets the same 404 an unknown page gives, for its pages, their data requests and its form posts.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

const PAGES = ['/admin', '/admin/applications', '/admin/reports', '/admin/dmca', '/admin/payouts', '/admin/users', '/admin/audit'];

test('a fan and a visitor get 404 for every console page, data request and form post', async ({ page, loginAs, request }) => {
  for (const who of ['visitor', 'fan'] as const) {
    if (who === 'fan') await loginAs('fan');
    for (const path of PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), `${who} ${path}`).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
    }
  }
  const cookie = { Cookie: `__antk=${(await page.context().cookies()).find((c) => c.name === '__antk')!.value}` };
  expect((await request.get('/admin/audit.data', { headers: cookie })).status()).toBe(404);
  expect((await request.get('/admin.data', { headers: cookie })).status()).toBe(404);
  const post = await request.post('/admin/users', { headers: { ...cookie, Origin: new URL(page.url()).origin }, form: { intent: 'ban', user_id: '1' } });
  expect(post.status()).toBe(404);
});

test('an admin made with `npm run staff` opens the console and its audit log, by keyboard', async ({ page, loginAs }) => {
  await loginAs('staffAdmin');
  await page.goto('/admin');
  await expect(page.getByText('Signed in as an admin.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await nav.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/audit$/);
  // The command line's grant is the log's first entry.
  await expect(page.getByText('staff.add · user')).toBeVisible();
  await expect(page.getByText('Command line')).toBeVisible();
  await expectNoAxeViolations(page);
});
