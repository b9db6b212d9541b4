import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

type Seeded = Record<'fan' | 'creator', { token: string; userName: string; userId: number }>;

export function seededUsers(): Seeded {
  return JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'e2e-sessions.json'), 'utf8'));
}

/** WCAG 2.2 A and AA. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ consoleErrors: string[]; loginAs: (who: 'fan' | 'creator') => Promise<void>; ageGateAccepted: boolean }>({
  // Most tests browse as someone who has already agreed to the age gate; its own tests turn this off.
  ageGateAccepted: [true, { option: true }],
  page: async ({ page, ageGateAccepted }, use) => {
    if (ageGateAccepted) await page.addInitScript(() => window.localStorage.setItem('first_agree_over_18', '1'));
    await use(page);
  },
  // Any console error on a page fails the test (a missing favicon included).
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors).toEqual([]);
  },
  loginAs: async ({ context, baseURL }, use) => {
    await use(async (who) => {
      await context.addCookies([{ name: '__antk', value: seededUsers()[who].token, url: baseURL! }]);
    });
  },
});

export { expect };
