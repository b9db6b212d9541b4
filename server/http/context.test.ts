import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './context';

const request = (remoteAddress: string, forwarded?: string) =>
  ({ headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the socket address unless the proxy is trusted', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), false)).toBe('10.0.0.2');
  });

  it('behind the trusted proxy, is the entry that proxy added (the last), not what the client claims before it', () => {
    expect(clientAddress(request('10.0.0.2', '198.51.100.1, 203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.2', ' 203.0.113.9 '), true)).toBe('203.0.113.9');
  });

  it('behind the trusted proxy without a forwarded address, is the socket address', () => {
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', ''), true)).toBe('10.0.0.2');
  });
});
