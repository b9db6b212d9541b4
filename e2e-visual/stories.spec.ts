import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

/**
 * The share of a story's pixels its screenshot may differ by (0 unless named). The Tabs keyboard
 * story ends with keyboard focus on "All", and in some runs Chromium paints its focus ring and in
 * others not (one run in four here, even after the play function has finished): the ring's 247
 * pixels of 370,944.
 */
const ALLOWED_DIFF_RATIO: Record<string, number> = {
  'navigation-tabs--keyboard': 0.001,
  // The same ring on a tab the play function pressed (a tab takes focus, and a synthetic press is not a pointer to Chromium's :focus-visible).
  'screens-profile--media-tab': 0.001,
  'screens-chat--conversation-list': 0.001,
};

/**
 * The stories are shared among SHARDS tests that the config's workers run side by side, each in a
 * browser of its own: a story's screenshot waits mostly on settling timers, not on the CPU (ADR 123).
 * Story i goes to shard i mod SHARDS, so every story is in exactly one shard.
 */
const SHARDS = 3;
test.describe.configure({ mode: 'parallel' });

type Preview = {
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: object): void };
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
};

/**
 * Shows a story: loaded afresh, or selected in the preview already loaded through Storybook's
 * channel, as its manager does, which spares reloading the preview's scripts per story (ADR 124).
 */
async function show(page: Page, id: string, reload: boolean) {
  if (reload) await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  else
    await page.evaluate((storyId) => {
      window.scrollTo(0, 0);
      (window as Preview).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  // This story rendered and its play function ran to the end (or failed): the screenshot shows the
  // state it leaves, not whichever step a slower or faster machine has reached. At most 10 s.
  await page
    .waitForFunction(
      (storyId) => {
        const render = (window as Preview).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? '');
      },
      id,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // Images load or fail (a story's media URLs may not exist here); a failed avatar is replaced
  // by initials within the settling time below.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 5_000 }).catch(() => undefined);
  // Loaded is not yet painted: an SVG picture (the gift overlay) was once captured before it was drawn.
  // (At most 2 s: a lazy image below the fold may never decode.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Play functions and overlays settle; then the frame is fixed.
  await page.waitForTimeout(300);
}

for (let shard = 0; shard < SHARDS; shard++)
  /** Every story, screenshot at 414 px wide, compared pixel for pixel with the committed baseline. */
  test(`every story matches its visual baseline (shard ${shard + 1} of ${SHARDS})`, async ({ page, request }) => {
    const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, IndexEntry> };
    // VISUAL_STORIES=<id prefix> checks (or with --update-snapshots, renews) only those stories' baselines.
    const only = process.env.VISUAL_STORIES;
    const all = Object.values(index.entries).filter((e) => e.type === 'story' && (!only || e.id.startsWith(only)));
    expect(all.length).toBeGreaterThan(only ? 0 : 100);
    const stories = all.filter((_, i) => i % SHARDS === shard);
    // Time grows with the number of stories (and a busy machine): 10 s each at most.
    test.setTimeout(Math.max(stories.length, 1) * 10_000);
    const failures: string[] = [];
    for (const [i, story] of stories.entries()) {
      const matches = () =>
        expect(page, story.id)
          .toHaveScreenshot(`${story.id}.png`, { maxDiffPixelRatio: ALLOWED_DIFF_RATIO[story.id] ?? 0 })
          .then(
            () => true,
            () => false,
          );
      await show(page, story.id, i === 0);
      if (await matches()) continue;
      // The baselines are of stories loaded afresh. One selected after another can differ where
      // Chromium's heuristics carry over (whether a focused radio shows its ring): it is loaded
      // afresh, and only that screenshot counts.
      if (i > 0) {
        await show(page, story.id, true);
        if (await matches()) continue;
      }
      failures.push(story.id);
    }
    expect(failures, 'stories whose screenshot changed').toEqual([]);
  });
