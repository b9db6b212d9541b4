import { defineConfig } from '@playwright/test';

// Several checkouts may take baselines at once on one machine: each serves its storybook on its own port
// (6107-6645: below Chromium's unsafe ports 6665-6669 and 6697).
const PORT = Number(process.env.VISUAL_PORT ?? 6107 + ([...process.cwd()].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1000, 0) % 270) * 2);

/** The local visual baseline: one screenshot of every story, compared with the committed images. */
export default defineConfig({
  testDir: 'e2e-visual',
  // Not test-results/: the e2e run that follows in CI empties that, and the diff images with it.
  outputDir: 'test-results-visual',
  snapshotPathTemplate: '{testDir}/baseline/{arg}{ext}',
  // The spec's three shards side by side, a browser each (ADR 123).
  workers: 3,
  fullyParallel: true,
  reporter: 'list',
  timeout: 300_000,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 414, height: 896 },
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  },
  webServer: {
    command: `npx storybook build --quiet -o storybook-static && node scripts/serve-static.mjs storybook-static ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
