import { describe, expect, it } from 'vitest';
import { canonicalRequest, sameSignature, signRequest } from './sign';

describe('request signature', () => {
  it('sorts parameters and leaves sign out', () => {
    expect(canonicalRequest('post', '/api/core/x/', { b: 2, a: 'one', sign: 'zzz', c: { d: [1] } })).toBe('POST\n/api/core/x/\na=one&b=2&c={"d":[1]}');
  });

  it('depends on the key, method, path and every parameter', () => {
    const base = signRequest('key-123456', 'GET', '/api/a/', { ts: 1, x: 'y' });
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(signRequest('key-123456', 'GET', '/api/a/', { x: 'y', ts: 1 })).toBe(base);
    expect(signRequest('key-654321', 'GET', '/api/a/', { ts: 1, x: 'y' })).not.toBe(base);
    expect(signRequest('key-123456', 'POST', '/api/a/', { ts: 1, x: 'y' })).not.toBe(base);
    expect(signRequest('key-123456', 'GET', '/api/b/', { ts: 1, x: 'y' })).not.toBe(base);
    expect(signRequest('key-123456', 'GET', '/api/a/', { ts: 2, x: 'y' })).not.toBe(base);
  });

  it('leaves out parameters whose value is undefined, as JSON does when the request is sent', () => {
    expect(signRequest('k', 'POST', '/api/x', { a: 1, b: undefined })).toBe(signRequest('k', 'POST', '/api/x', { a: 1 }));
    expect(signRequest('k', 'POST', '/api/x', { a: 1, b: null })).not.toBe(signRequest('k', 'POST', '/api/x', { a: 1 }));
  });
  it('compares signatures exactly', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abc', 'abd')).toBe(false);
    expect(sameSignature('abc', 'abcd')).toBe(false);
  });
});
