/**
 * Video calls (issue 21), ringing and answering, with two real browsers on fake cameras: the fan
 * rings from the creator's profile, the creator's banner appears, accept -> both on /video-call
 * with frames flowing both ways and the hold charged; decline, cancel and the 140 s timeout (the
 * server's clock moved forward) give the hold back; a creator who refused the camera gets the
 * spec's dialog; of two creator tabs, accepting on one stops the other; a third person gets
 * "busy". Each group of tests has its own fan and creator (scripts/e2e-seed.ts).
 */
import type { Browser } from '@playwright/test';
import {
  acceptOnBanner,
  advanceClock,
  banner,
  callDetail,
  closeAll,
  expectConnected,
  expectFramesFlowing,
  HOLD,
  hangUp,
  MIN_TIME,
  openProfile,
  personAs,
  placeCall,
  ringFromProfile,
  stage,
  waitForCalls,
  walletCoins,
  type Person,
} from './call-kit';
import { expect, expectNoAxeViolations, test } from './fixtures';

const conversation = (person: Person) => person.page.getByRole('list', { name: /^Conversation with/ });

test.describe('video calls: ringing', () => {
  test('the fan rings from the profile, the creator accepts on the banner: frames both ways, the hold charged, the summary and the chat record on both sides', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const fan = await personAs(browser, baseURL!, 'callFan');
    const creator = await personAs(browser, baseURL!, 'callCreator');
    await waitForCalls(creator.page);
    const before = await walletCoins(request, fan);

    const callId = await ringFromProfile(fan, creator, 'Call Creator');
    // The hold of min_time minutes left the wallet before it rang.
    expect(await walletCoins(request, fan)).toBe(before - HOLD);
    const ring = banner(creator.page, 'Call Fan');
    await expect(ring).toBeVisible();
    await expect(ring).toContainText(`for ${MIN_TIME} Min`);
    await expectNoAxeViolations(creator.page);

    await acceptOnBanner(creator.page, 'Call Fan', callId);
    await expectConnected(fan.page, creator.page);
    await expectFramesFlowing(fan.page);
    await expectFramesFlowing(creator.page);
    // On connect the hold is charged: the minutes held, nothing more from the wallet.
    expect(await callDetail(request, fan, callId)).toMatchObject({ state: 'connected', payer: true, minutes_charged: MIN_TIME, coins_charged: HOLD });
    expect(await walletCoins(request, fan)).toBe(before - HOLD);
    await expect(fan.page.getByText(`Coins spent so far: ${HOLD}`)).toBeVisible();
    await expectNoAxeViolations(fan.page);

    await hangUp(fan.page, creator.page);
    await expect(fan.page.getByTestId('call-summary')).toContainText('Coins spent');
    await expect(creator.page.getByTestId('call-summary')).toContainText('Coins charged');
    expect(await callDetail(request, creator, callId)).toMatchObject({ state: 'ended', end_reason: 'hung_up', coins_charged: HOLD });

    // The call is in the pair's conversation, for both.
    for (const [me, peer] of [
      [fan, creator],
      [creator, fan],
    ] as const) {
      await me.page.goto(`/chatRoom?activeContactId=${peer.userId}`);
      await expect(conversation(me).getByText(new RegExp(`^Video call · \\d+:\\d\\d · ${HOLD} coins$`))).toBeVisible();
    }
    await closeAll(fan, creator);
  });

  test.describe('the caller sees how it ended, and gets the hold back', () => {
    async function ring(browser: Browser, baseURL: string) {
      const fan = await personAs(browser, baseURL, 'callFanC');
      const creator = await personAs(browser, baseURL, 'callCreatorC');
      await waitForCalls(creator.page);
      const callId = await ringFromProfile(fan, creator, 'Ringing Creator');
      await expect(banner(creator.page, 'Ringing Fan')).toBeVisible();
      return { fan, creator, callId };
    }

    test('declined', async ({ browser, baseURL, request }) => {
      const { fan, creator, callId } = await ring(browser, baseURL!);
      const held = await walletCoins(request, fan);
      await banner(creator.page, 'Ringing Fan').getByRole('button', { name: 'Decline' }).click();
      await expect(banner(creator.page, 'Ringing Fan')).toHaveCount(0);
      await expect(stage(fan.page)).toHaveAttribute('data-end-reason', 'declined');
      await expect(fan.page.getByText('Ringing Creator declined the call.')).toBeVisible();
      expect(await walletCoins(request, fan)).toBe(held + HOLD);
      expect((await callDetail(request, fan, callId)).coins_charged).toBe(0);
      await closeAll(fan, creator);
    });

    test('cancelled by the caller while ringing: the banner goes', async ({ browser, baseURL, request }) => {
      const { fan, creator } = await ring(browser, baseURL!);
      const held = await walletCoins(request, fan);
      await fan.page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(stage(fan.page)).toHaveAttribute('data-end-reason', 'cancelled');
      await expect(banner(creator.page, 'Ringing Fan')).toHaveCount(0);
      expect(await walletCoins(request, fan)).toBe(held + HOLD);
      await closeAll(fan, creator);
    });

    test('not answered within 140 s (the server clock): missed for the caller, the banner goes', async ({ browser, baseURL, request }) => {
      const { fan, creator } = await ring(browser, baseURL!);
      const held = await walletCoins(request, fan);
      await advanceClock(request, 141);
      await expect(banner(creator.page, 'Ringing Fan')).toHaveCount(0);
      await expect(stage(fan.page)).toHaveAttribute('data-end-reason', 'missed');
      await expect(fan.page.getByText("Ringing Creator didn't answer.")).toBeVisible();
      expect(await walletCoins(request, fan)).toBe(held + HOLD);
      await closeAll(fan, creator);
    });
  });

  test('a creator who refused the camera gets the permission dialog on accept; the call keeps ringing', async ({ browser, baseURL, request }) => {
    const fan = await personAs(browser, baseURL!, 'callFanD');
    const creator = await personAs(browser, baseURL!, 'callCreatorD', { media: false });
    await waitForCalls(creator.page);
    const callId = await ringFromProfile(fan, creator, 'Device Creator');
    const ring = banner(creator.page, 'Device Fan');
    await ring.getByRole('button', { name: 'Accept' }).click();
    const dialog = creator.page.getByRole('dialog', { name: 'Allow Fanstage to access your camera and microphone.' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please make sure your camera and microphone permissions are enabled to start the Video Call.');
    await expectNoAxeViolations(creator.page);
    await dialog.getByRole('button', { name: 'done' }).click();
    await expect(dialog).toHaveCount(0);
    // The accept stopped before asking the server: still ringing, the banner still up, and usable.
    await expect(ring.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect((await callDetail(request, fan, callId)).state).toBe('ringing');
    await expect(creator.page).not.toHaveURL(/video-call/);
    await fan.page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(ring).toHaveCount(0);
    await closeAll(fan, creator);
  });

  test('two creator tabs both ring; accepting on one stops the other; someone else calling then gets "busy"', async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const fan = await personAs(browser, baseURL!, 'callFanD');
    const creator = await personAs(browser, baseURL!, 'callCreatorD');
    const secondTab = await creator.newTab();
    await waitForCalls(creator.page, '/message');
    await waitForCalls(secondTab, '/home');
    const callId = await ringFromProfile(fan, creator, 'Device Creator');
    await expect(banner(creator.page, 'Device Fan')).toBeVisible();
    await expect(banner(secondTab, 'Device Fan')).toBeVisible();

    await acceptOnBanner(secondTab, 'Device Fan', callId);
    await expect(banner(creator.page, 'Device Fan')).toHaveCount(0);
    await expect(creator.page).not.toHaveURL(/video-call/);
    await expectConnected(fan.page, secondTab);

    // The creator is in a call: another fan's call ends at once as busy, and holds nothing.
    const other = await personAs(browser, baseURL!, 'callFanF');
    const before = await walletCoins(request, other);
    await openProfile(other.page, creator.userName);
    await placeCall(other.page, 'Device Creator');
    await expect(stage(other.page)).toHaveAttribute('data-end-reason', 'busy');
    await expect(other.page.getByText('Device Creator is on another call. Try again in a few minutes.')).toBeVisible();
    expect(await walletCoins(request, other)).toBe(before);
    await expect(banner(creator.page, 'Busy Fan')).toHaveCount(0);

    await hangUp(fan.page, secondTab);
    await closeAll(fan, creator, other);
  });
});
