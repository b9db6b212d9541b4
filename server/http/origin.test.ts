/** The cross-site rule on its own (ADR 085); origin.int.test.ts drives it through the server. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { originRule } from './origin';

const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted, remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;
const rule = (env: Record<string, string> = {}) => originRule(loadConfig({ NODE_ENV: 'test', ...env }));
const refused = (r: ReturnType<typeof rule>, headers: Record<string, string>) => {
  try {
    r.check(request({ host: 'app.example', ...headers }));
    return false;
  } catch (error) {
    return (error as { code?: number }).code === 40303;
  }
};

describe('the own origin', () => {
  it("is PUBLIC_URL's when set, else the request's scheme and Host (behind a trusted proxy, its X-Forwarded-Proto)", () => {
    expect(rule({ PUBLIC_URL: 'https://fans.example/some/path' }).ownOrigin(request({ host: 'other.example' }))).toBe('https://fans.example');
    expect(rule().ownOrigin(request({ host: 'app.example:8080' }))).toBe('http://app.example:8080');
    expect(rule().ownOrigin(request({ host: 'app.example' }, true))).toBe('https://app.example');
    expect(rule({ TRUST_PROXY: 'loopback' }).ownOrigin(request({ host: 'app.example', 'x-forwarded-proto': 'https' }))).toBe('https://app.example');
    expect(rule().ownOrigin(request({ host: 'app.example', 'x-forwarded-proto': 'https' }))).toBe('http://app.example');
  });

  it('is nothing for a Host that is not a plain name or address', () => {
    for (const host of ['evil;script-src *', 'a b', 'x@y', '']) expect(rule().ownOrigin(request({ host })), host).toBeUndefined();
    expect(rule().ownOrigin(request({ host: '[::1]:3000' }))).toBe('http://[::1]:3000');
  });
});

describe('check', () => {
  it('refuses another origin, "null", and a same-site or cross-site fetch; accepts the own origin and non-browsers', () => {
    const r = rule();
    expect(refused(r, { origin: 'http://app.example:3001' })).toBe(true);
    expect(refused(r, { origin: 'https://app.example' })).toBe(true);
    expect(refused(r, { origin: 'null' })).toBe(true);
    expect(refused(r, { 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(refused(r, { 'sec-fetch-site': 'cross-site', origin: 'http://app.example' })).toBe(true);
    expect(refused(r, { origin: 'http://app.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(refused(r, { 'sec-fetch-site': 'none' })).toBe(false);
    expect(refused(r, {})).toBe(false);
  });

  it('accepts the configured origins, normalised, from another site', () => {
    const r = rule({ ALLOWED_ORIGINS: ' https://partner.example/ , http://localhost:5173' });
    expect(r.configured).toEqual(['https://partner.example', 'http://localhost:5173']);
    expect(refused(r, { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(refused(r, { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(refused(r, { origin: 'https://partner.example.evil', 'sec-fetch-site': 'cross-site' })).toBe(true);
  });

  it('ALLOWED_ORIGINS must be http(s) URLs: anything else stops start-up naming it', () => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'ftp://files.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
