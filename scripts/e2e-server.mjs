#!/usr/bin/env node
// The server the e2e suite drives: the production build on a fresh data dir, with two
// test users seeded directly (see e2e-seed.ts), and a local OpenID Connect provider on the
// next port standing in for Google (any login name is an account; no network).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import Provider from 'oidc-provider';
import { startCoturn } from './coturn.mjs';
import { startJanus } from './janus.mjs';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-seed.ts', dataDir], { stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
// The first admin is made as the README says, before the server starts (the embedded database is one process's).
const staffed = spawnSync('npm', ['run', '-s', 'staff', '--', 'add', 'staff.admin@example.com', 'admin'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
if (staffed.status !== 0) process.exit(staffed.status ?? 1);

const port = Number(process.env.PORT ?? 3100);
const issuer = `http://127.0.0.1:${port + 1}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'fanstage-e2e',
      token_endpoint_auth_method: 'none',
      redirect_uris: [`http://127.0.0.1:${port}/google_login/`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  // "<name>" signs in as an account with the verified email "<name>@example.com".
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, email: `${id}@example.com`, email_verified: true }) }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  pkce: { required: () => true },
  cookies: { keys: ['e2e-provider-key'] },
  features: { devInteractions: { enabled: true } },
});
const providerServer = http.createServer(provider.callback());
await new Promise((resolve) => providerServer.listen(port + 1, '127.0.0.1', resolve));

// A TURN server for the calls' relay test (issue 21, ADR 100), on a port of this checkout's own. Without
// coturn installed (or with E2E_TURN=0) the app has no ICE servers: calls connect directly, the relay test skips.
const turnSecret = randomBytes(16).toString('hex');
const coturn =
  process.env.E2E_TURN === '0'
    ? null
    : await startCoturn({ secret: turnSecret, port: 20_000 + (port % 10_000), quiet: true }).catch((error) => {
        console.warn(`coturn not started: ${error.message}`);
        return null;
      });
const iceEnv = coturn ? { STUN_URLS: coturn.stunUrls.join(','), TURN_URLS: coturn.turnUrls.join(','), TURN_SECRET: turnSecret } : {};

// Lives (issue 22, ADR 101): E2E_SFU=janus runs the suite against a local Janus (on a port of this
// checkout's own); otherwise, or without janus installed, the embedded SFU serves them.
const janus =
  process.env.E2E_SFU === 'janus'
    ? await startJanus({ port: 30_000 + (port % 10_000), quiet: true }).catch((error) => {
        console.warn(`janus not started: ${error.message}`);
        return null;
      })
    : null;
if (process.env.E2E_SFU === 'janus') {
  // CI installs Janus: there, the Janus pass on the embedded SFU would be green without testing Janus.
  if (!janus && process.env.CI === 'true') throw new Error('E2E_SFU=janus under CI=true, but janus did not start (Debian: apt-get install -y janus)');
  console.log(janus ? `e2e lives through Janus at ${janus.url}` : 'janus is not installed: e2e lives use the embedded SFU');
}
const sfuEnv = janus ? { JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey } : { JANUS_URL: '' };

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    // The e2e suite brings its own users (e2e-seed.ts); the living demo stays off unless a test asks for it.
    SEED_DEMO: process.env.E2E_SEED_DEMO ?? '0',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'fanstage-e2e',
    // A visitor "from" a place sends X-Forwarded-For (blocked locations, ADR 093); the browser itself is on loopback.
    TRUST_PROXY: 'loopback',
    // Jobs run often so scheduled things happen within a test.
    MASS_JOB_INTERVAL_MS: '1000',
    POST_SCHEDULER_INTERVAL_MS: '1000',
    // The call tests (issue 21) move the calls clock (POST /api/dev/clock/advance) and need the job to follow soon.
    TEST_CLOCK: '1',
    CALL_JOB_INTERVAL_MS: '500',
    // The Lovense stand-in (scripts/lovense-standin.mjs) listens on a loopback port of its own (ADR 103).
    TOY_API_ORIGINS: 'https://*.lovense.club:*,http://127.0.0.1:*',
    ...iceEnv,
    ...sfuEnv,
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', async (code) => {
  providerServer.close();
  await coturn?.stop();
  await janus?.stop();
  process.exit(code ?? 0);
});
