/**
 * Publishing (issue 5): a creator uploads two images and a video on a throttled connection
 * (one upload interrupted and resumed without re-sending its stored chunk), posts them as PPV,
 * schedules a post (the past refused, a minute ahead goes out on time), edits a scheduled post
 * (now a draft); a fan and an anonymous visitor cannot fetch the original bytes by any URL.
 */
import type { APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { signRequest } from '../common/sign';
import { expect, expectNoAxeViolations, PACIFIC_PAST_TIME, pacificTimeAhead, seededUsers, signedPost, test } from './fixtures';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

async function signedGet(request: APIRequestContext, apiPath: string, params: Record<string, unknown>, token: string) {
  const signed = { ...params, ts: Math.floor(Date.now() / 1000) };
  const sign = signRequest(process.env.SIGN_KEY ?? 'fanstage-request-signature', 'GET', apiPath, signed);
  const query = new URLSearchParams(Object.entries({ ...signed, sign }).map(([k, v]) => [k, String(v)]));
  return request.get(`${apiPath}?${query}`, { headers: { Cookie: `__antk=${token}` } });
}

/** A PNG of random-looking pixels that does not compress: about 4.6 MB, three 2 MB chunks. */
async function bigPng(): Promise<Buffer> {
  const width = 1300;
  const height = 1180;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + 12345) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

test.describe('publishing posts', () => {
  test('uploads with progress and resume, posts PPV, schedules, edits a scheduled post, and keeps the originals locked', async ({ page, loginAs, request }) => {
    test.setTimeout(420_000); // The scheduled post goes out at a minute on the clock, one or two ahead.
    // The interrupted chunk is logged by the browser as a failed load; anything else is a fault.
    const faults: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/Failed to load resource: net::ERR_CONNECTION_RESET/.test(msg.text())) faults.push(msg.text());
    });
    page.on('pageerror', (error) => faults.push(error.message));
    const creator = seededUsers().creator;
    const fan = seededUsers().fan;
    await loginAs('creator');

    // --- a throttled connection, and one chunk PUT that fails once ---
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 4_000_000, uploadThroughput: 1_500_000 });
    // The chunks each upload sent, by upload id, in order.
    const chunkPuts = new Map<string, number[]>();
    let interrupted = false;
    await page.route('**/api/core/media/upload/chunk/**', async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const index = Number(query.get('index'));
      const upload = query.get('upload_id') ?? '';
      chunkPuts.set(upload, [...(chunkPuts.get(upload) ?? []), index]);
      if (index === 1 && !interrupted) {
        interrupted = true;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    // ?show_create_post=1 on any page opens the post creator.
    await page.goto('/home?show_create_post=1');
    await expect(page).toHaveURL(/\/publish$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing to post yet.
    await page.getByRole('button', { name: 'Post now' }).click();
    await expect(page.getByText('Please add at least one image or video.')).toBeVisible();

    await page.locator('input[type=file]').setInputFiles([
      { name: 'big.png', mimeType: 'image/png', buffer: await bigPng() },
      { name: 'blue.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(FIXTURES, 'blue.jpg')) },
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(path.join(FIXTURES, 'clip.mp4')) },
    ]);
    const bigUpload = page.getByRole('progressbar', { name: 'Upload of big.png' });
    await expect(bigUpload).toBeVisible();
    // While uploads run, posting waits.
    await expect(page.getByText('Please wait until the uploads finish.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post now' })).toBeDisabled();
    // The interrupted chunk fails the upload; Retry resumes it.
    await expect(page.getByRole('button', { name: 'Retry big.png' })).toBeVisible({ timeout: 30_000 });
    await expect(bigUpload).toHaveAttribute('aria-valuetext', /Failed/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Retry big.png' }).click();
    // Each upload's bar goes when it is stored; the thumbnails are pictures, not file names.
    for (const name of ['big.png', 'blue.jpg', 'clip.mp4']) {
      await expect(page.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveCount(0, { timeout: 60_000 });
    }
    const strip = page.getByRole('list', { name: 'Media of this post' });
    for (const name of ['big.png', 'blue.jpg']) await expect(strip.getByRole('listitem', { name: new RegExp(name) }).locator('img')).toBeVisible();
    // big.png's chunk 0 was stored before the interruption and was not sent again; chunk 1 was sent twice.
    // The other files are one chunk each (a fourth upload is the clip's poster when the server made none).
    const uploads = [...chunkPuts.values()];
    expect(uploads.filter((chunks) => chunks.length > 1)).toEqual([[0, 1, 1, 2]]);
    expect(uploads.filter((chunks) => chunks.length === 1)).toEqual(uploads.length === 4 ? [[0], [0], [0]] : [[0], [0]]);
    await page.unroute('**/api/core/media/upload/chunk/**');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // --- reorder: the video moves to the middle, by keyboard ---
    await strip.getByRole('button', { name: 'Move clip.mp4 left' }).focus();
    await page.keyboard.press('Enter');
    await expect(strip.getByRole('listitem').nth(1)).toHaveAccessibleName('Video 2 of 3: clip.mp4');

    // --- PPV with a price: 0 is refused in the spec's words (not turned into 1), and the error goes once fixed ---
    await page.getByRole('textbox', { name: 'Caption' }).fill('Golden hour set');
    await page.getByText('PPV', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'PPV', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Post now' }).click();
    await expect(page.getByText('Please enter coins from 1 to 10000')).toBeVisible();
    const price = page.getByRole('textbox', { name: 'Price (coins)' });
    await price.fill('0');
    await price.blur();
    await expect(price).toHaveValue('0');
    await page.getByRole('button', { name: 'Post now' }).click();
    await expect(page.getByText('Please enter coins from 1 to 10000')).toBeVisible();
    await expect(page).toHaveURL(/\/publish$/);
    // The number field commits its value when it loses focus (react-aria): the error goes then, before any submit.
    await price.fill('15');
    await price.blur();
    await expect(page.getByText('Please enter coins from 1 to 10000')).toHaveCount(0);
    await page.getByRole('button', { name: 'Post now' }).click();
    await expect(page).toHaveURL(/\/publish\/success\?post_id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Your post is live' })).toBeVisible();
    await expectNoAxeViolations(page);
    const ppvPostId = Number(new URL(page.url()).searchParams.get('post_id'));
    const ppv = await (await signedGet(request, '/api/core/post/get/', { post_id: ppvPostId }, creator.token)).json();
    expect(ppv.data).toMatchObject({ status: 3, visibility: 2, price: 15, caption: 'Golden hour set' });
    // The order of the strip: big.png, clip.mp4 (moved left), blue.jpg.
    expect(ppv.data.media.map((m: { kind: number }) => m.kind)).toEqual([1, 2, 1]);
    const [bigId, videoId] = ppv.data.media.map((m: { media_id: number }) => m.media_id) as number[];

    // --- a scheduled post from the vault: the past refused, a minute ahead goes out ---
    await page.goto('/publish');
    await page.getByRole('button', { name: 'Add from vault' }).click();
    const vault = page.getByRole('dialog', { name: 'Your vault' });
    // Square toggle tiles: picked ones show their number in the order; big.png is picked, then put back.
    await expect(vault.getByRole('button', { name: 'Image: blue.jpg' })).toBeVisible();
    await expectNoAxeViolations(page);
    await vault.getByRole('button', { name: 'Image: blue.jpg' }).click();
    await vault.getByRole('button', { name: 'Image: big.png' }).click();
    await expect(vault.getByRole('button', { name: 'Image: big.png' })).toHaveAttribute('aria-pressed', 'true');
    await expect(vault.getByRole('button', { name: 'Image: big.png' })).toHaveAccessibleDescription('Number 2 in the order');
    await vault.getByRole('button', { name: 'Done' }).click();
    const scheduledStrip = page.getByRole('list', { name: 'Media of this post' });
    await expect(scheduledStrip.getByRole('listitem')).toHaveCount(2);
    // Remove takes it out of the post.
    await scheduledStrip.getByRole('button', { name: 'Remove big.png' }).click();
    await expect(scheduledStrip.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Caption' }).fill('Coming up');
    // The schedule row opens the date-time dialog; the past is refused there.
    await page.getByRole('button', { name: 'Schedule for later' }).click();
    const when = page.getByRole('dialog', { name: 'Schedule the post' });
    await when.getByLabel('Time (PST)').fill(PACIFIC_PAST_TIME);
    await when.getByRole('button', { name: 'Set time' }).click();
    await expect(when.getByText('Please choose a time in the future.')).toBeVisible();
    await expectNoAxeViolations(page);
    // At least 40 s ahead, so a slow machine still schedules it in the future.
    await when.getByLabel('Time (PST)').fill(await pacificTimeAhead(40));
    await when.getByRole('button', { name: 'Set time' }).click();
    await expect(when).toBeHidden();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(/\/publish\/success\?post_id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Your post is scheduled' })).toBeVisible();
    await expectNoAxeViolations(page);
    const scheduledId = Number(new URL(page.url()).searchParams.get('post_id'));
    const scheduled = await (await signedGet(request, '/api/core/post/get/', { post_id: scheduledId }, creator.token)).json();
    expect(scheduled.data.media.map((m: { media_id: number }) => m.media_id)).not.toContain(bigId);
    expect(scheduled.data.media).toHaveLength(1);

    // The server refuses the past too, whatever the browser says.
    const created = await (await signedPost(request, '/api/core/post/create/', { from: 1 }, creator.token)).json();
    const pastAnswer = await signedPost(
      request,
      '/api/core/post/schedule/',
      { post_id: created.data.post_id, visibility: 1, media_ids: [bigId], scheduled_at: Math.floor(Date.now() / 1000) - 60 },
      creator.token,
    );
    expect(pastAnswer.status()).toBe(400);
    expect((await pastAnswer.json()).error.message).toBe('Please choose a time in the future.');
    // A post scheduled an hour ahead, edited from the schedule: it becomes a draft again.
    const later = await signedPost(
      request,
      '/api/core/post/schedule/',
      { post_id: created.data.post_id, caption: 'Later tonight', visibility: 1, media_ids: [bigId], scheduled_at: Math.floor(Date.now() / 1000) + 3600 },
      creator.token,
    );
    expect(later.status()).toBe(200);
    await page.goto('/publish/schedule');
    await expect(page.getByRole('link', { name: 'Edit Later tonight' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Coming up' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Edit Later tonight' }).click();
    await expect(page).toHaveURL(new RegExp(`/publish\\?post_id=${created.data.post_id}&from=%2Fpublish%2Fschedule$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue('Later tonight');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/publish\/schedule$/);
    await expect(page.getByRole('link', { name: 'Edit Later tonight' })).toHaveCount(0);
    await page.goto('/publish/drafts');
    await expect(page.getByRole('link', { name: 'Edit Later tonight' })).toBeVisible();
    await expectNoAxeViolations(page);

    // --- the originals of PPV media: not for a fan, not for an anonymous visitor (through the post's URLs or the owner's, ADR 088) ---
    const asFan = { Cookie: `__antk=${fan.token}` };
    const inPost = (id: number, rest = '') => `/media/p/${ppvPostId}/${id}${rest}`;
    for (const headers of [asFan, {}]) {
      for (const url of [inPost(bigId, '/w_320,h_0'), inPost(bigId, '/w_0,h_1920'), inPost(videoId, '/video'), inPost(bigId, '/video'), inPost(bigId)]) {
        expect((await request.get(url, { headers: { ...headers, Range: 'bytes=0-' } })).status(), url).toBe(404);
        const own = url.replace(`/media/p/${ppvPostId}/`, '/media/');
        expect((await request.get(own, { headers: { ...headers, Range: 'bytes=0-' } })).status(), own).toBe(404);
      }
      const preview = await request.get(inPost(bigId, '/preview'), { headers });
      expect(preview.status()).toBe(200);
      expect(preview.headers()['content-type']).toBe('image/webp');
      expect((await preview.body()).length).toBeLessThan(4000);
      expect((await request.get(inPost(videoId, '/preview'), { headers })).status()).toBe(200);
    }
    // The owner can.
    expect((await request.get(inPost(videoId, '/video'), { headers: { Cookie: `__antk=${creator.token}`, Range: 'bytes=0-99' } })).status()).toBe(206);

    // --- the scheduled post goes out on time ---
    await expect(async () => {
      await page.goto('/publish/schedule');
      await expect(page.getByRole('link', { name: 'Edit Coming up' })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 180_000, intervals: [5000] });
    await expect(page.getByText('No scheduled posts')).toBeVisible();
    expect(faults).toEqual([]);
  });

  test('a members-only post without a membership price warns first; success pages opened directly claim nothing', async ({ page, loginAs }) => {
    // gold_creator has no membership price in the e2e seed (subs.spec sets one later in the run).
    await loginAs('creator');
    await page.goto('/publish');
    await page.getByRole('button', { name: 'Add from vault' }).click();
    const vault = page.getByRole('dialog', { name: 'Your vault' });
    await vault
      .getByRole('button', { name: /^Image: / })
      .first()
      .click();
    await vault.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Members', { exact: true }).click();
    await page.getByRole('button', { name: 'Post now' }).click();
    const warning = page.getByRole('dialog', { name: 'No membership price yet' });
    await expect(warning.getByText('Only members can see this post, and you have not set a membership price yet, so nobody can join.')).toBeVisible();
    await expect(warning.getByRole('link', { name: 'Set your membership price' })).toHaveAttribute('href', '/subs/subscribers');
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/publish$/);

    // Typed addresses: no "done" without something done.
    await page.goto('/publish/success');
    await expect(page).toHaveURL(/\/publish$/);
    await page.goto('/publish/success?post_id=999999');
    await expect(page).toHaveURL(/\/publish$/);
    await page.goto('/pay/payout/success');
    await expect(page).toHaveURL(/\/pay\/payout$/);
    await page.goto('/manage/dmca_form/success?notice=1');
    await expect(page).toHaveURL(/\/manage\/dmca_form$/);
    await expect(page.getByText(/We received your notice/)).toHaveCount(0);
  });
});
