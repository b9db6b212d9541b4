import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Story tests: every story renders in headless Debian chromium, its play function runs and
 * axe checks it (a11y test: 'error' in .storybook/preview.tsx). Vite settings (vanilla-extract,
 * optimizeDeps) come from .storybook/main.ts through the plugin.
 */
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  plugins: [storybookTest({ configDir })],
  // Screen stories render app views, which import the design system as #ds.
  resolve: { alias: { '#ds': fileURLToPath(new URL('./design-system', import.meta.url)) } },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 414, height: 896 } }],
    },
    // Two cores: one browser page at a time keeps timings stable.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
