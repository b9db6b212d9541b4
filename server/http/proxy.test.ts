import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, isHttps } from './proxy';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
const forwarded = (peer: string, xff: string) => request(peer, { 'x-forwarded-for': xff });

describe('clientIp', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIp(forwarded('10.0.0.2', '203.0.113.9'), [])).toBe('10.0.0.2');
  });

  it('is the socket address when the peer is not one of the trusted proxies', () => {
    expect(clientIp(forwarded('192.0.2.50', '203.0.113.9'), ['10.0.0.0/8'])).toBe('192.0.2.50');
  });

  it('from a trusted proxy, is the entry that proxy added (the last), not what the client claims before it', () => {
    expect(clientIp(forwarded('10.0.0.2', '198.51.100.1, 203.0.113.9'), ['10.0.0.0/8'])).toBe('203.0.113.9');
    expect(clientIp(forwarded('127.0.0.1', ' 203.0.113.9 '), ['loopback'])).toBe('203.0.113.9');
  });

  it('walks a chain of trusted proxies to the first address that is not one', () => {
    expect(clientIp(forwarded('10.0.0.2', '198.51.100.1, 203.0.113.9, 10.0.0.7'), ['10.0.0.0/8'])).toBe('203.0.113.9');
  });

  it('from a trusted proxy without a forwarded address, is the socket address', () => {
    expect(clientIp(request('10.0.0.2'), ['10.0.0.2'])).toBe('10.0.0.2');
  });
});

describe('isHttps', () => {
  const proto = (peer: string, value: string) => request(peer, { 'x-forwarded-proto': value });
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttps(proto('10.0.0.2', 'https'), { TRUST_PROXY: ['10.0.0.2'] })).toBe(true);
    expect(isHttps(proto('192.0.2.50', 'https'), { TRUST_PROXY: ['10.0.0.2'] })).toBe(false);
    expect(isHttps(proto('10.0.0.2', 'http'), { TRUST_PROXY: ['10.0.0.2'] })).toBe(false);
  });

  it('is true for every request when the public URL is https', () => {
    expect(isHttps(request('192.0.2.50'), { TRUST_PROXY: [], PUBLIC_URL: 'https://fanstage.example' })).toBe(true);
  });
});
