/**
 * The Lovense stand-in for e2e (ADR 103): start it, and point a page's toy address at it (kept in
 * the browser's storage, as /setting/toy_setting does). The live e2e uses both for tip -> level -> toy:
 *
 *   const toy = await startLovenseStandin();  await pointToyAt(creatorPage, toy.url);
 *   ... tip in the live ...;  await expect.poll(() => toy.commands).toContainEqual(expect.objectContaining({ action: 'Vibrate:12' }));
 *   await toy.close();
 */
import type { Page } from '@playwright/test';
import { startLovenseStandin } from '../scripts/lovense-standin.mjs';

export { startLovenseStandin };

/** Before the page loads (add it, then goto): this browser's Lovense address is `url`. */
export async function pointToyAt(page: Page, url: string): Promise<void> {
  await page.addInitScript((address) => {
    if (window.location.protocol !== 'about:') window.localStorage.setItem('toy.lovense.address', address);
  }, url);
}
