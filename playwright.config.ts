import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// Several checkouts may run e2e at once on one machine: each takes its own port (and the next, for
// the OIDC provider) and data dir, derived from its path. Within a checkout, E2E_SLOT 1 is a second
// server of its own beside slot 0's (scripts/test.mjs runs two shards of the app specs at once, ADR 123):
// 5,000 ports on, so its coturn and Janus ports (port mod 10,000) differ too.
const CHECKOUT_OFFSET = [...process.cwd()].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1000, 0) * 2;
const SLOT = Number(process.env.E2E_SLOT ?? 0);
/**
 * Ports that browsers and Node's fetch refuse (the Fetch standard's "bad port" list), in the range
 * used here: neither the server's port nor the OIDC provider's (the next one) may be one. A clone
 * at /work/ci-7 drew 3658, and Google sign-in's discovery on 3659 failed with "bad port".
 */
const BAD_PORTS = new Set([3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
let port = 3100 + CHECKOUT_OFFSET + 5000 * SLOT;
while (BAD_PORTS.has(port) || BAD_PORTS.has(port + 1)) port += 2;
const PORT = Number(process.env.E2E_PORT ?? port);
/**
 * The specs whose real-time media (calls, lives: frames, bitrates, ICE) need a machine that is not
 * saturated: the "media" project, which scripts/test.mjs runs alone; every other spec is "app".
 */
const MEDIA_SPECS = [/calls-.*\.spec\.ts/, /live(-.*)?\.spec\.ts/];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Fresh for every run; e2e/fixtures.ts reads the seeded sessions from it. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `fanstage-e2e-${PORT}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

/** End-to-end: the built server on a fresh data dir, driven by Debian's chromium. */
export default defineConfig({
  testDir: 'e2e',
  // Each slot's own: a run empties its output folder as it starts.
  outputDir: SLOT ? `test-results-${SLOT}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test cost a fifth of the e2e suite's CPU (e2e/routes.spec.ts: 112 s
    // against 86 s, ADR 124): E2E_TRACE=1 records them again, kept for the tests that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
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
  projects: [
    // Shards split its tests, not its files (a serial group stays whole): the files differ ten-fold in time (ADR 124).
    { name: 'app', testIgnore: MEDIA_SPECS, fullyParallel: true, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'media', testMatch: MEDIA_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { PORT: String(PORT), E2E_DATA_DIR },
    stdout: 'pipe',
  },
});
