/** GET /core/call/ice_servers/ (issue 21, ADR 100): STUN as configured, TURN with coturn REST credentials of the caller, signed-up users only. */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_API } from '../../common/calls';
import { ERRORS } from '../../common/errors';
import { anonymous, json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';

const SECRET = 'ice-endpoint-turn-secret';
const path = `/api${CALL_API.iceServers}`;
let t: TestServer & { dataDir: string };
let bare: TestServer & { dataDir: string };

beforeAll(async () => {
  [t, bare] = await Promise.all([
    startIdentityServer({
      STUN_URLS: 'stun:127.0.0.1:3478',
      TURN_URLS: 'turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp',
      TURN_SECRET: SECRET,
    }),
    startIdentityServer(),
  ]);
});
afterAll(() => Promise.all([t?.close(), bare?.close()]));

describe('ICE servers', () => {
  it('give a signed-up user STUN and TURN with a credential for them alone, valid for the TTL; never the secret', async () => {
    const fan = await signUp(t, 'ice_fan');
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await json(await t.call('GET', path, {}, withToken(fan.token)));
    expect(status).toBe(200);
    const [stun, turn] = body.data.ice_servers;
    expect(stun).toEqual({ urls: ['stun:127.0.0.1:3478'] });
    expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp']);
    const [expiry, userId] = turn.username.split(':').map(Number);
    expect(userId).toBe(fan.userId);
    expect(expiry - before).toBeGreaterThanOrEqual(3600);
    expect(expiry - before).toBeLessThanOrEqual(3600 + 60);
    expect(turn.credential).toBe(createHmac('sha1', SECRET).update(turn.username).digest('base64'));
    expect(body.data.ttl_seconds).toBe(3600);
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('are refused without a signed-up account', async () => {
    const visitor = await anonymous(t);
    for (const token of [undefined, visitor.token]) {
      const { status, body } = await json(await t.call('GET', path, {}, withToken(token)));
      expect(status).toBe(401);
      expect(body.error.code).toBe(ERRORS.AUTH_REQUIRED.code);
    }
  });

  it('are none when nothing is configured (direct connections only)', async () => {
    const fan = await signUp(bare, 'ice_bare');
    const { status, body } = await json(await bare.call('GET', path, {}, withToken(fan.token)));
    expect(status).toBe(200);
    expect(body.data).toEqual({ ice_servers: [], ttl_seconds: 0 });
  });
});
