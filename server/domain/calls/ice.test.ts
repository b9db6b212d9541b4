import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createIceService, turnCredential } from './ice';

const SECRET = 'north-wind-turn-secret';

describe('TURN REST credentials', () => {
  it("are coturn's: username expiry:user, credential base64(HMAC-SHA1(secret, username))", () => {
    const { username, credential } = turnCredential(SECRET, 42, 1_800_000_000);
    expect(username).toBe('1800000000:42');
    // Computed independently: the HMAC key is the secret, the message the username.
    expect(credential).toBe(createHmac('sha1', Buffer.from(SECRET, 'utf8')).update(Buffer.from('1800000000:42', 'utf8')).digest().toString('base64'));
    // A fixed vector (echo -n '1800000000:42' | openssl dgst -sha1 -hmac north-wind-turn-secret -binary | base64).
    expect(credential).toBe('jzMa7G2TRCKin42O2ZJlbQlPxj4=');
  });
});

describe('ICE configuration', () => {
  const at = 1_700_000_000_000;
  const service = (env: Record<string, string>) => createIceService(loadConfig({ NODE_ENV: 'test', ...env }), () => at);

  it('is empty without configuration', () => {
    expect(service({}).config(7)).toEqual({ ice_servers: [], ttl_seconds: 0 });
  });

  it('lists STUN as one entry, and TURN with a credential that expires after the TTL', () => {
    const config = service({
      STUN_URLS: 'stun:stun.example.com:3478, stun:stun2.example.com',
      TURN_URLS: 'turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349',
      TURN_SECRET: SECRET,
      TURN_TTL_SECONDS: '600',
    }).config(7);
    const expiry = at / 1000 + 600;
    expect(config).toEqual({
      ice_servers: [
        { urls: ['stun:stun.example.com:3478', 'stun:stun2.example.com'] },
        { urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'], ...turnCredential(SECRET, 7, expiry) },
      ],
      ttl_seconds: 600,
    });
    expect(config.ice_servers[1].username).toBe(`${expiry}:7`);
    expect(JSON.stringify(config)).not.toContain(SECRET);
  });

  it('defaults the TTL to an hour', () => {
    expect(service({ TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: SECRET }).config(1)).toMatchObject({
      ttl_seconds: 3600,
      ice_servers: [{ username: `${at / 1000 + 3600}:1` }],
    });
  });

  it('refuses TURN without a secret, and URLs of the wrong scheme, naming the variable', () => {
    expect(() => loadConfig({ TURN_URLS: 'turn:127.0.0.1:3478' })).toThrow(/TURN_SECRET: required when TURN_URLS is set/);
    expect(() => loadConfig({ STUN_URLS: 'turn:127.0.0.1:3478' })).toThrow(/STUN_URLS/);
    expect(() => loadConfig({ TURN_URLS: 'http://127.0.0.1:3478', TURN_SECRET: SECRET })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ TURN_URLS: 'turn:127.0.0.1', TURN_SECRET: 'short' })).toThrow(/TURN_SECRET/);
  });
});
