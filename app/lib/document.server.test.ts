import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentBody } from './document.server';

const html = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Moonrise over the lake</p>'.repeat(200)}</body></html>`);

describe('documentBody', () => {
  it('gzips the whole document for a browser that takes gzip, and says so', () => {
    const headers = new Headers({ Vary: 'Cookie' });
    const body = documentBody(html, 'gzip, deflate, br, zstd', headers);
    expect(gunzipSync(body).equals(html)).toBe(true);
    expect(body.length).toBeLessThan(html.length / 10);
    expect(headers.get('Content-Encoding')).toBe('gzip');
    expect(headers.get('Content-Length')).toBe(String(body.length));
    expect(headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it.each([null, '', 'br', 'gzip;q=0, identity', 'identity'])('sends it as it is for Accept-Encoding %j', (acceptEncoding) => {
    const headers = new Headers();
    const body = documentBody(html, acceptEncoding, headers);
    expect(body.equals(html)).toBe(true);
    expect(headers.get('Content-Encoding')).toBeNull();
    expect(headers.get('Content-Length')).toBe(String(html.length));
    expect(headers.get('Vary')).toBe('Accept-Encoding');
  });
});
