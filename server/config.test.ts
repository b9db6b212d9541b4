import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ BLOG_URL: '' }).BLOG_URL).toBeUndefined();
    expect(loadConfig({ BLOG_URL: 'https://blog.example.org' }).BLOG_URL).toBe('https://blog.example.org');
  });
});
