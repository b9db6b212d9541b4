import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopbackRequest } from './loopback';

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('isLoopbackRequest', () => {
  it('is the machine itself: 127.0.0.0/8 or ::1 (also as IPv4-mapped IPv6)', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackRequest(request(address)), address).toBe(true);
  });

  it('is not another address, nor a request relayed by a proxy', () => {
    for (const address of ['10.0.0.2', '128.0.0.1', '::2', '::ffff:10.0.0.1', '']) expect(isLoopbackRequest(request(address)), address).toBe(false);
    expect(isLoopbackRequest(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(isLoopbackRequest(request('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
  });
});
