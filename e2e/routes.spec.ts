import { routes } from '../routes.manifest';
import { expect, expectNoAxeViolations, seededUsers, test } from './fixtures';

/** A concrete URL for each manifest path. */
function concrete(path: string): string {
  if (path === '/@{user_name}') return `/@${seededUsers().creator.userName}`;
  if (path === '/ref/{code}') return '/ref/GOLD42';
  if (path === '/chatRoom') return '/chatRoom?u1=1&u2=2';
  return path;
}
// Staff pages are 404 to everyone else by design: e2e/staff-console.spec.ts covers them.
const pages = routes.filter((r) => r.path !== '*' && r.auth !== 'staff');

test.describe('every path of spec section 2', () => {
  test('answers for a visitor without a 404 or a 5xx', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000); // one test visits every page
    for (const entry of pages) {
      const response = await page.goto(concrete(entry.path));
      expect(response?.status(), entry.path).toBeLessThan(400);
    }
    expect(consoleErrors).toEqual([]);
  });

  for (const entry of pages) {
    test(`${entry.path} renders its page for a creator, with no axe violations`, async ({ page, loginAs, consoleErrors }) => {
      await loginAs('creator');
      const response = await page.goto(concrete(entry.path));
      expect(response?.status()).toBeLessThan(400);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});
