import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config';

describe('config', () => {
  it('has working defaults: port 3000, ./data, PGlite (no DATABASE_URL)', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REQUIRE_SIGNATURE).toBe(true);
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REQUIRE_SIGNATURE: 'maybe' })).toThrow(/REQUIRE_SIGNATURE/);
    expect(() => loadConfig({ BLOG_URL: 'blog' })).toThrow(/BLOG_URL/);
  });

  it('tells the browser where gift animations live: our own /gifts/ unless GIFT_ANIMATION_BASE_URL says', () => {
    expect(publicConfig(loadConfig({})).GIFT_ANIMATION_BASE_URL).toBe('/gifts/');
    expect(publicConfig(loadConfig({ GIFT_ANIMATION_BASE_URL: 'https://media.example/gifts/' })).GIFT_ANIMATION_BASE_URL).toBe('https://media.example/gifts/');
    expect(() => loadConfig({ GIFT_ANIMATION_BASE_URL: 'gifts' })).toThrow(/GIFT_ANIMATION_BASE_URL/);
  });

  it('TRUST_PROXY lists proxy addresses, CIDRs or names; empty trusts none; the old "1" (any peer) stops start-up', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.0.2.7' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '192.0.2.7']);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: list the proxy addresses/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ BLOG_URL: '' }).BLOG_URL).toBeUndefined();
    expect(loadConfig({ BLOG_URL: 'https://blog.example.org' }).BLOG_URL).toBe('https://blog.example.org');
  });

  it('chooses the demo seed: on for the embedded database, off with DATABASE_URL, SEED_DEMO decides when set', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('needs S3 credentials with S3_BUCKET, and a folder-shaped S3_PREFIX', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID: required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY/);
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(config).toMatchObject({ S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ S3_PREFIX: '/abs' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
  });
});
