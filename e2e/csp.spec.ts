/**
 * The pages' content security policy holds on every page (issue 18 point 7, ADR 085): no page
 * evaluates strings (zod's compiler probe was reported on /login and /user/edit_profile), loads
 * or connects to anything the policy refuses. Every path of the route manifest, as a creator, and
 * the visitor's pages signed out.
 */
import type { Page } from '@playwright/test';
import { routes } from '../routes.manifest';
import { expect, seededUsers, test } from './fixtures';

// The worker and the manifest are under the policy too (ADR 111).
test.use({ serviceWorkers: 'allow' });

function concrete(path: string): string {
  if (path === '/@{user_name}') return `/@${seededUsers().creator.userName}`;
  if (path === '/ref/{code}') return '/ref/GOLD42';
  if (path === '/chatRoom') return `/chatRoom?u1=${seededUsers().creator.userId}&u2=${seededUsers().fan.userId}`;
  return path;
}

/** Every `securitypolicyviolation` event and every CSP message of the console, with the page it happened on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`),
    );
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|unsafe-eval/i.test(msg.text())) violations.push(`${page.url()}: console: ${msg.text()}`);
  });
  return violations;
}

const pages = routes.filter((r) => r.path !== '*' && !r.path.startsWith('/login/oauth') && !r.path.startsWith('/google_login')).map((r) => concrete(r.path));

test('no page reports a content security policy violation, eval included, for a creator', async ({ page, loginAs }) => {
  test.setTimeout(300_000); // one test visits every page
  const violations = await watchPolicy(page);
  await loginAs('creator');
  for (const path of pages) await page.goto(path, { waitUntil: 'networkidle' });
  expect(violations).toEqual([]);
});

test('no violation on the signed-out pages, through the login form', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  for (const path of ['/', '/home', '/login', `/@${seededUsers().creator.userName}`, '/user/edit_profile']) await page.goto(path, { waitUntil: 'networkidle' });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /email/i }).fill('not an email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: /email/i }).fill('csp.visitor@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code to csp\.visitor@example\.com/)).toBeVisible();
  expect(violations).toEqual([]);
});
