/**
 * Chat (issue 7 items 1-3) with two real browsers: the fan and the creator chat live; the fan
 * goes offline, types two messages, comes back: each is delivered once, in order; the creator
 * sends a paid photo and the fan unlocks it with coins; unread badges follow the rules; block
 * and unblock; the creator's paid message settings.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { signRequest } from '../common/sign';
import { expect, expectNoAxeViolations, seededUsers, test } from './fixtures';

const SIGN_KEY = process.env.SIGN_KEY ?? 'fanstage-request-signature'; // public: it is in every page

/** The user's coins as the server has them. */
async function walletCoins(request: APIRequestContext, token: string): Promise<number> {
  const params = { ts: Math.floor(Date.now() / 1000) };
  const query = new URLSearchParams({ ts: String(params.ts), sign: signRequest(SIGN_KEY, 'GET', '/api/pay/wallet', params) });
  const res = await request.get(`/api/pay/wallet?${query}`, { headers: { Cookie: `__antk=${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { coins: number } }).data.coins;
}

async function browserAs(browser: Browser, baseURL: string, who: 'fan' | 'creator' | 'chatFan'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: '__antk', value: seededUsers()[who].token, url: baseURL }]);
  await context.addInitScript(() => {
    window.localStorage.setItem('first_agree_over_18', '1');
    for (const key of ['become_host_shown', 'concierge_shown']) window.sessionStorage.setItem(key, '1');
  });
  const page = await context.newPage();
  return { context, page };
}

const messagesTab = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
const conversation = (page: Page) => page.getByRole('list', { name: /^Conversation with/ });
/** Waits until the page's chat socket is connected (the shell marks <html data-chat-online>). */
const socketReady = (page: Page) => expect(page.locator('html[data-chat-online="true"]')).toHaveCount(1);

test.describe('chat', () => {
  test('two browsers chat; offline sends go out once, in order; a paid photo is unlocked; badges follow the rules; block and unblock', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000); // two browsers through a long conversation
    const users = seededUsers();
    const fan = await browserAs(browser, baseURL!, 'fan');
    const creator = await browserAs(browser, baseURL!, 'creator');

    // The creator waits on the conversation list; nothing unread yet.
    await creator.page.goto('/message');
    await expect(creator.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(creator.page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
    await expect(messagesTab(creator.page)).toHaveAccessibleName('Messages');
    await socketReady(creator.page);
    await expectNoAxeViolations(creator.page);
    // The fan's seeded total (150) is capped on the badge.
    await fan.page.goto('/message');
    await expect(fan.page.getByRole('navigation', { name: 'Main' }).getByText('99+')).toBeVisible();
    await expectNoAxeViolations(fan.page);

    // The fan opens the chat room and writes.
    await fan.page.goto(`/chatRoom?activeContactId=${users.creator.userId}`);
    await expect(fan.page.getByRole('heading', { level: 1, name: 'Gold Creator' })).toBeVisible();
    await socketReady(fan.page);
    await expectNoAxeViolations(fan.page);
    // Shift+Enter makes a new line; Enter sends (a desktop browser: a keyboard and a fine pointer).
    const field = fan.page.getByRole('textbox', { name: 'Message' });
    await field.fill('Hello from');
    await field.press('Shift+Enter');
    await field.pressSequentially('the fan');
    await expect(field).toHaveValue('Hello from\nthe fan');
    await field.fill('Hello from the fan');
    await field.press('Enter');
    await expect(conversation(fan.page).getByText('Hello from the fan')).toBeVisible();
    await expect(field).toHaveValue('');

    // Live on the creator's list: the conversation comes in with its own badge, the tab badge rises.
    const row = creator.page.getByRole('link', { name: /^Golden Fan, 1 unread/ });
    await expect(row).toBeVisible();
    await expect(messagesTab(creator.page)).toHaveAccessibleName('Messages, 1 unread');

    // The creator opens it (read), and answers live.
    await row.click();
    await expect(creator.page).toHaveURL(/\/chatRoom\?activeContactId=/);
    await expect(conversation(creator.page).getByText('Hello from the fan')).toBeVisible();
    await socketReady(creator.page);
    await creator.page.getByLabel('Message').fill('Hi fan, thanks for writing');
    await creator.page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation(fan.page).getByText('Hi fan, thanks for writing')).toBeVisible();

    // A message in the open conversation does not count as unread.
    await fan.page.getByLabel('Message').fill('While you are here');
    await fan.page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation(creator.page).getByText('While you are here')).toBeVisible();
    // Typing fast: the next message goes out while the previous one is still on its way, each once.
    for (const text of ['Quick one', 'Quick two']) {
      await field.fill(text);
      await field.press('Enter');
    }
    for (const text of ['Quick one', 'Quick two']) {
      await expect(conversation(fan.page).getByText(text)).toHaveCount(1);
      await expect(conversation(creator.page).getByText(text)).toHaveCount(1);
    }
    await expect(conversation(fan.page).getByText('Waiting to send…')).toHaveCount(0);

    // The fan goes offline and types two messages: they wait.
    await fan.context.setOffline(true);
    for (const text of ['Offline one', 'Offline two']) {
      await fan.page.getByLabel('Message').fill(text);
      await fan.page.getByRole('button', { name: 'Send' }).click();
      await expect(fan.page.getByText(text)).toBeVisible();
    }
    await expect(fan.page.getByText('Waiting to send…')).toHaveCount(2);
    await expect(conversation(creator.page).getByText('Offline one')).toHaveCount(0);
    // Back online: delivered once each, in order, on both sides.
    await fan.context.setOffline(false);
    await expect(conversation(creator.page).getByText('Offline two')).toBeVisible();
    await expect(fan.page.getByText('Waiting to send…')).toHaveCount(0);
    for (const page of [creator.page, fan.page]) {
      // Each item's lines: the sender's name on the first of a run, the text, the time.
      const items = (await conversation(page).getByRole('listitem').allInnerTexts()).map((t) => t.split('\n'));
      const at = (text: string) => items.findIndex((lines) => lines.includes(text));
      expect(items.filter((lines) => lines.includes('Offline one'))).toHaveLength(1);
      expect(items.filter((lines) => lines.includes('Offline two'))).toHaveLength(1);
      expect(at('Offline one')).toBeLessThan(at('Offline two'));
    }
    // The server stored each once too (a reload shows the same).
    await fan.page.reload();
    await expect(conversation(fan.page).getByText('Offline one')).toHaveCount(1);
    await expect(conversation(fan.page).getByText('Offline two')).toHaveCount(1);
    await socketReady(fan.page);

    // The creator sends a paid photo: locked for the fan until unlocked with coins.
    // The price is set in a small dialog opened from the coin icon and shows as a chip; the vault is a grid of thumbnails.
    await creator.page.getByLabel('Message').fill('A secret for you');
    await creator.page.getByRole('button', { name: 'Set a price' }).click();
    await creator.page.getByRole('textbox', { name: 'Price (coins, 0 = free)' }).fill('25');
    await creator.page.getByRole('button', { name: 'Done' }).click();
    await expect(creator.page.getByRole('button', { name: 'Price 25 coins: change the price' })).toBeVisible();
    await creator.page.getByRole('button', { name: 'Add from vault' }).click();
    await creator.page
      .getByRole('list', { name: 'Vault items' })
      .getByRole('button', { name: /^Image: / })
      .first()
      .click();
    await expect(creator.page.getByRole('list', { name: 'Attachments' })).toBeVisible();
    await creator.page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation(creator.page).getByText('Paid message · 25 coins')).toBeVisible();
    const unlock = fan.page.getByRole('button', { name: 'Unlock for 25 coins', exact: true });
    await expect(unlock).toBeVisible();
    await expect(conversation(fan.page).getByText('A secret for you')).toHaveCount(0);
    await expectNoAxeViolations(fan.page);
    // A double click unlocks once: 25 coins leave the wallet, not 50.
    const before = await walletCoins(fan.page.request, users.fan.token);
    await unlock.dblclick();
    await fan.page.getByRole('dialog', { name: 'Unlock this message' }).getByRole('button', { name: 'Unlock for 25 coins' }).dblclick();
    await expect(conversation(fan.page).getByText('A secret for you')).toBeVisible();
    await expect(unlock).toHaveCount(0);
    expect(await walletCoins(fan.page.request, users.fan.token)).toBe(before - 25);
    await expect(fan.page.getByText('Unlocked · 25 coins')).toBeVisible();
    const photo = conversation(fan.page)
      .getByRole('button', { name: /^Open image/ })
      .locator('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Back on the list, the creator gets a badge for a message elsewhere; reading clears it.
    await creator.page.goto('/message');
    await socketReady(creator.page);
    await expect(messagesTab(creator.page)).toHaveAccessibleName('Messages');
    await fan.page.getByLabel('Message').fill('Are you there?');
    await fan.page.getByRole('button', { name: 'Send' }).click();
    await expect(messagesTab(creator.page)).toHaveAccessibleName('Messages, 1 unread');
    await expect(creator.page.getByRole('link', { name: /^Golden Fan, 1 unread/ })).toBeVisible();
    // The row shows the last message in words.
    await expect(creator.page.getByRole('link', { name: /^Golden Fan, 1 unread/ })).toContainText('Are you there?');
    // The fan has spent on the creator (the unlock): the message counts in SC too, on the Spenders tab.
    await expect(creator.page.getByRole('tab', { name: 'Spenders 1 unread' })).toBeVisible();
    await creator.page.getByRole('tab', { name: 'Unread', exact: true }).click();
    await expect(creator.page.getByRole('list', { name: 'Unread conversations' }).getByRole('link', { name: /^Golden Fan/ })).toBeVisible();
    // The tab is kept in session storage.
    await creator.page.reload();
    await expect(creator.page.getByRole('tab', { name: 'Unread', exact: true, selected: true })).toBeVisible();
    await creator.page.getByRole('tab', { name: 'All' }).click();

    // Muted: the conversation still counts its unread messages, but TC does not rise.
    await creator.page.getByRole('link', { name: /^Golden Fan/ }).click();
    await creator.page.getByRole('button', { name: 'Chat options' }).click();
    await creator.page.getByRole('button', { name: 'Mute this chat' }).click();
    await creator.page.getByRole('button', { name: 'Chat options' }).click();
    await expect(creator.page.getByRole('button', { name: 'Unmute this chat' })).toBeVisible();
    await creator.page.keyboard.press('Escape');
    await creator.page.goto('/message');
    await socketReady(creator.page);
    await fan.page.getByLabel('Message').fill('Muted hello');
    await fan.page.getByRole('button', { name: 'Send' }).click();
    await expect(creator.page.getByRole('link', { name: /^Golden Fan, 1 unread/ })).toBeVisible();
    await expect(messagesTab(creator.page)).toHaveAccessibleName('Messages');

    // The fan blocks the creator from the room menu: neither can message the other.
    await fan.page.getByRole('button', { name: 'Chat options' }).click();
    await fan.page.getByRole('button', { name: 'Block Gold Creator' }).click();
    await expect(fan.page.getByText('You blocked Gold Creator. Users you blocked cannot be messaged.')).toBeVisible();
    await creator.page.getByRole('link', { name: /^Golden Fan/ }).click();
    await expect(creator.page.getByText('Golden Fan is not accepting your messages.')).toBeVisible();

    // /user/blocked lists them; Unblock lets messages through again.
    await fan.page.goto('/user/blocked');
    await expect(fan.page.getByRole('heading', { level: 1, name: 'Blocked Users' })).toBeVisible();
    await expectNoAxeViolations(fan.page);
    await fan.page.getByRole('button', { name: 'Unblock Gold Creator' }).click();
    await expect(fan.page.getByText('No blocked users')).toBeVisible();
    await creator.page.reload();
    await creator.page.getByRole('button', { name: 'Chat options' }).click();
    await creator.page.getByRole('button', { name: 'Unmute this chat' }).click();
    await creator.page.getByLabel('Message').fill('Glad we are talking again');
    await creator.page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation(creator.page).getByText('Glad we are talking again')).toBeVisible();

    await fan.context.close();
    await creator.context.close();
  });

  test('the creator sets the chat price and the free allowance', async ({ page, loginAs }) => {
    await loginAs('creator');
    await page.goto('/setting/paid_message');
    await expect(page.getByRole('heading', { level: 1, name: 'Paid Messages' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Free messages for non-members' })).toHaveValue('3');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Chat price per message (coins)' }).fill('5');
    await page.getByRole('textbox', { name: 'Free messages for non-members' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Chat price per message (coins)' })).toHaveValue('5');
    // Back to free chat for the other tests.
    await page.getByRole('textbox', { name: 'Chat price per message (coins)' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  test('past the free messages a message costs coins: the price is on the send button, and a double tap spends once', async ({ browser, baseURL }) => {
    const users = seededUsers();
    const fan = await browserAs(browser, baseURL!, 'chatFan');
    // A phone-sized window: the composer is pinned to the bottom of the screen.
    await fan.page.setViewportSize({ width: 390, height: 844 });
    await fan.page.goto(`/chatRoom?activeContactId=${users.chatCreator.userId}`);
    await socketReady(fan.page);
    await expect(fan.page.getByText('Each message costs 5 coins. Join or unlock to chat without limits.')).toBeVisible();
    const field = fan.page.getByRole('textbox', { name: 'Message' });
    const box = await field.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(844 - 100);
    const before = await walletCoins(fan.page.request, users.chatFan.token);
    await field.fill('Worth every coin');
    const send = fan.page.getByRole('button', { name: 'Send for 5 coins' });
    await expect(send).toBeEnabled();
    await send.dblclick();
    await fan.page
      .getByRole('dialog', { name: /^Message / })
      .getByRole('button', { name: 'Send for 5 coins' })
      .dblclick();
    await expect(conversation(fan.page).getByText('Worth every coin')).toHaveCount(1);
    await expect(field).toHaveValue('');
    expect(await walletCoins(fan.page.request, users.chatFan.token)).toBe(before - 5);
    await expectNoAxeViolations(fan.page);
    await fan.context.close();
  });

  test('a fan attaches a photo they upload (with its progress); the creator sees it, and a chat banner is skipped on the open chat', async ({
    browser,
    baseURL,
  }) => {
    const users = seededUsers();
    const fan = await browserAs(browser, baseURL!, 'fan');
    const creator = await browserAs(browser, baseURL!, 'creator');
    await creator.page.goto(`/chatRoom?activeContactId=${users.fan.userId}`);
    await socketReady(creator.page);
    await fan.page.goto(`/chatRoom?activeContactId=${users.creator.userId}`);
    await socketReady(fan.page);

    // A 2x2 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
    await fan.page.locator('input[data-file-button-input]').setInputFiles({ name: 'hello.png', mimeType: 'image/png', buffer: png });
    await expect(fan.page.getByRole('progressbar', { name: 'Upload of hello.png' })).toHaveAttribute('aria-valuetext', /Uploaded/);
    await fan.page.getByRole('button', { name: 'Send' }).click();
    const sent = conversation(fan.page).getByRole('button', { name: 'Open image: photo from Golden Fan' }).last().locator('img');
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(fan.page.getByRole('list', { name: 'Attachments' })).toHaveCount(0);

    // The creator has this chat open: the photo arrives live, and no banner covers it.
    const received = conversation(creator.page).getByRole('button', { name: 'Open image: photo from Golden Fan' }).last().locator('img');
    await expect.poll(() => received.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(creator.page.getByTestId('notification-banner')).toHaveCount(0);
    await fan.context.close();
    await creator.context.close();
  });
});
