/**
 * Video calls (issue 21), two more ways a call goes, with two real browsers on fake cameras: a
 * creator calls a fan from their chat (no spend sheet for the creator; the fan's banner shows the
 * creator's price, and the fan pays), and a call whose callee drops off the network and then
 * reloads its page mid-call: the media comes back on both sides, the call stays connected, and
 * no minute is charged twice. Each test has its own pair (scripts/e2e-seed.ts).
 */
import type { CallView } from '../common/calls';
import {
  acceptOnBanner,
  banner,
  callDetail,
  callIdOf,
  closeAll,
  expectConnected,
  expectFramesFlowing,
  HOLD,
  hangUp,
  MIN_TIME,
  moneyOf,
  personAs,
  PRICE,
  ringFromProfile,
  socketReady,
  stage,
  waitForCalls,
} from './call-kit';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Minutes due by the server's clock (ADR 099): the held min_time, then each started minute. */
const minutesDue = (call: CallView) => Math.max(call.min_time, Math.floor((call.now - call.connected_at!) / 60) + 1);

test.describe('video calls: more', () => {
  test('a creator calls a fan from chat: no spend sheet, the fan sees the price on the banner and accepts, frames both ways, the fan pays', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const fan = await personAs(browser, baseURL!, 'callFanG');
    const creator = await personAs(browser, baseURL!, 'callCreatorG');
    await waitForCalls(fan.page);
    const fanBefore = await moneyOf(request, fan);
    const creatorBefore = await moneyOf(request, creator);
    // The creator has coins of their own: a call they place must not touch them.
    expect(creatorBefore.coins).toBe(500);

    await creator.page.goto(`/chatRoom?activeContactId=${fan.userId}`);
    await expect(creator.page.getByText('Free for a video call?')).toBeVisible();
    await socketReady(creator.page);
    // The chat header's action, at the creator's own price; it rings at once (the fan pays, so the creator is asked nothing).
    await creator.page.getByRole('button', { name: `Video call ${PRICE} coins/min` }).click();
    await expect(creator.page).toHaveURL(/\/video-call\?call_id=\d+/);
    await expect(creator.page.getByRole('dialog', { name: /^Video call with/ })).toHaveCount(0);
    await expect(stage(creator.page)).toHaveAttribute('data-call-phase', 'ringing');
    const callId = callIdOf(creator.page);

    // The hold of min_time minutes left the fan's wallet before it rang; the creator's is untouched.
    expect((await moneyOf(request, fan)).coins).toBe(fanBefore.coins - HOLD);
    expect((await moneyOf(request, creator)).coins).toBe(creatorBefore.coins);
    const ring = banner(fan.page, 'Calling Creator');
    await expect(ring).toBeVisible();
    // Spec: the banner says what the fan will pay, "{total_tokens} for {min_time} Min" (the amount read as "20 coins").
    await expect(ring).toContainText(`${HOLD} coins for ${MIN_TIME} Min`);
    await expectNoAxeViolations(fan.page);

    await acceptOnBanner(fan.page, 'Calling Creator', callId);
    await expectConnected(creator.page, fan.page);
    await expectFramesFlowing(creator.page);
    await expectFramesFlowing(fan.page);

    // The fan, who was called, is the payer; the creator, who called, is not.
    expect(await callDetail(request, fan, callId)).toMatchObject({
      state: 'connected',
      role: 'callee',
      payer: true,
      minutes_charged: MIN_TIME,
      coins_charged: HOLD,
    });
    expect(await callDetail(request, creator, callId)).toMatchObject({ state: 'connected', role: 'caller', payer: false, coins_charged: HOLD });
    await expect(fan.page.getByText(`Coins spent so far: ${HOLD}`)).toBeVisible();
    await expect(creator.page.getByText(`Coins charged so far: ${HOLD}`)).toBeVisible();
    const fanAfter = await moneyOf(request, fan);
    const creatorAfter = await moneyOf(request, creator);
    expect(fanAfter.coins).toBe(fanBefore.coins - HOLD);
    expect(creatorAfter.coins).toBe(creatorBefore.coins);
    // The creator's share of the fan's coins (the platform keeps its fee).
    expect(creatorAfter.earnings).toBeGreaterThan(creatorBefore.earnings);
    expect(creatorAfter.earnings - creatorBefore.earnings).toBeLessThan(HOLD);

    await hangUp(creator.page, fan.page);
    await expect(fan.page.getByTestId('call-summary')).toContainText('Coins spent');
    await expect(creator.page.getByTestId('call-summary')).toContainText('Coins charged');
    expect(await callDetail(request, fan, callId)).toMatchObject({ state: 'ended', end_reason: 'hung_up', coins_charged: HOLD });
    await closeAll(fan, creator);
  });

  test('the callee drops off the network, then reloads mid-call: frames flow again both ways, still connected, no minute charged twice', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const fan = await personAs(browser, baseURL!, 'callFanH');
    const creator = await personAs(browser, baseURL!, 'callCreatorH');
    await waitForCalls(creator.page);
    const start = (await moneyOf(request, fan)).coins;
    const callId = await ringFromProfile(fan, creator, 'Steady Creator');
    await acceptOnBanner(creator.page, 'Steady Fan', callId);
    await expectConnected(fan.page, creator.page);
    await expectFramesFlowing(fan.page);
    await expectFramesFlowing(creator.page);
    const connected = await callDetail(request, fan, callId);
    expect(connected).toMatchObject({ state: 'connected', minutes_charged: MIN_TIME, coins_charged: HOLD });

    /** The server's view stays connected, and what it charged is exactly what its clock says is due (within the held minutes: the hold). */
    const expectBilledOnce = async () => {
      const call = await callDetail(request, fan, callId);
      expect(call.state).toBe('connected');
      expect(call.connected_at).toBe(connected.connected_at);
      expect(call.minutes_charged).toBe(minutesDue(call));
      expect(call.coins_charged).toBe(call.minutes_charged * PRICE);
      expect((await moneyOf(request, fan)).coins).toBe(start - call.coins_charged);
    };

    // A few seconds off the network on the callee's side: Chromium's offline mode cuts its HTTP and socket (the page re-joins the
    // room on reconnect, and the caller re-offers with an ICE restart), not the WebRTC media on loopback.
    await creator.context.setOffline(true);
    await expect(creator.page.locator('html[data-chat-online="true"]')).toHaveCount(0);
    await creator.page.waitForTimeout(3_000);
    await creator.context.setOffline(false);
    await socketReady(creator.page);
    await expectConnected(fan.page, creator.page);
    await expectFramesFlowing(fan.page);
    await expectFramesFlowing(creator.page);
    await expectBilledOnce();

    // The callee's page reloads: a new connection on its side, negotiated again through the room.
    await creator.page.reload();
    await expectConnected(creator.page, fan.page);
    // Inbound bytes grow again on both sides (the reloaded page's connection is new; the fan's may be too).
    await expectFramesFlowing(creator.page);
    await expectFramesFlowing(fan.page);
    await expectBilledOnce();
    await expect(fan.page.getByText('Reconnecting...')).toHaveCount(0);

    await hangUp(fan.page, creator.page);
    const ended = await callDetail(request, creator, callId);
    expect(ended).toMatchObject({ state: 'ended', end_reason: 'hung_up' });
    expect(ended.coins_charged).toBe(ended.minutes_charged * PRICE);
    expect((await moneyOf(request, fan)).coins).toBe(start - ended.coins_charged);
    for (const person of [fan, creator]) await expect(person.page.getByTestId('call-summary')).toContainText(String(ended.coins_charged));
    await closeAll(fan, creator);
  });
});
