import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// Several checkouts may run e2e at once on one machine: each takes its own port (and the next, for
// the OIDC provider) and data dir, derived from its path.
const CHECKOUT_OFFSET = [...process.cwd()].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1000, 0) * 2;
const PORT = Number(process.env.E2E_PORT ?? 3100 + CHECKOUT_OFFSET);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Fresh for every run; e2e/fixtures.ts reads the seeded sessions from it. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `fanstage-e2e-${PORT}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

/** End-to-end: the built server on a fresh data dir, driven by Debian's chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Every fresh context would install the app's worker and precache the whole build (ADR 111): the specs
    // about the worker (pwa, notifications, csp) allow it, the rest run without it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The call tests (issue 21): a fake camera and microphone. Permission is granted per context
        // (context.grantPermissions); a context without it gets NotAllowedError, as a user who refused.
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { PORT: String(PORT), E2E_DATA_DIR },
    stdout: 'pipe',
  },
});
