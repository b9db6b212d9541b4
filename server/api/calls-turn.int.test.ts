/**
 * The credentials GET /core/call/ice_servers/ hands out open a relay on a real coturn (issue 21,
 * ADR 100): scripts/coturn.mjs starts Debian's turnserver as the README says, turnutils_uclient
 * allocates with the app's username and credential and sends UDP through the relay to an echo peer.
 * Skips where coturn is not installed, and fails so under CI (.ci/run installs it).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_API } from '../../common/calls';
import { checkRelay, hasTurnserver, startCoturn } from '../../scripts/coturn.mjs';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { toolPresent } from '../../test/tools';

const installed = toolPresent(hasTurnserver(), 'coturn', 'Debian: apt-get install -y coturn');
const secret = randomBytes(16).toString('hex');
// A port of this run's own: several checkouts may test at once.
const port = 26_000 + Math.floor(Math.random() * 3_000); // the e2e server takes 23100-25098
let coturn: Awaited<ReturnType<typeof startCoturn>> = null;
let t: TestServer & { dataDir: string };

describe.skipIf(!installed)('TURN through coturn', () => {
  beforeAll(async () => {
    coturn = await startCoturn({ secret, port, quiet: true });
    t = await startIdentityServer({ TURN_URLS: coturn!.turnUrls.join(','), TURN_SECRET: secret });
  });
  afterAll(async () => {
    await t?.close();
    await coturn?.stop();
  });

  it("relays with the app's credentials and refuses a wrong one", async () => {
    const fan = await signUp(t, 'turn_fan');
    const { body } = await json(await t.call('GET', `/api${CALL_API.iceServers}`, {}, withToken(fan.token)));
    const [turn] = body.data.ice_servers;
    expect(turn.urls).toEqual(coturn!.turnUrls);
    const result = await checkRelay({ secret: 'unused-the-login-is-given', port, login: { username: turn.username, credential: turn.credential } });
    expect(result.wrongRefused).toBe(true);
    expect(result.received).toBeGreaterThan(0);
  });
});
