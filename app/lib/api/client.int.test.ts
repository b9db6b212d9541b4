/** The browser API client against the real server: signatures, identity headers, failures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/server';
import { createApiClient, type ApiClient } from './client';
import type { Resolution } from '../../../common/errors';

let t: TestServer;
let client: ApiClient;
let resolutions: Resolution[] = [];
let clockOffset = 0;

beforeAll(async () => {
  t = await startTestServer();
  client = createApiClient({
    apiOrigin: t.url,
    signKey: t.config.SIGN_KEY,
    timeDifference: () => clockOffset,
    identity: () => ({ 'x-user-type': '3', 'x-user-role': '-1', 'x-fm-platform': 'fanstage' }),
    onFailure: (r) => resolutions.push(r),
    resolveContext: () => ({ loggedIn: false, currentPath: '/notifications', onLivePage: false }),
  });
});
afterAll(() => t?.close());

describe('API client against the server', () => {
  it('calls endpoints by name on the API origin and signs GET and POST calls the server accepts', async () => {
    const settings = await client.call('system.show_settings');
    expect(settings.SL).toBe(true); // live is on by default (ADR 104)
    const { ts } = await client.call('system.fetch');
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(5);
  });

  it('sends ts = client clock minus the time difference, in seconds', async () => {
    const sent: string[] = [];
    const spy = createApiClient({
      apiOrigin: t.url,
      signKey: t.config.SIGN_KEY,
      timeDifference: () => 3600, // this client's clock runs an hour ahead of the server
      identity: () => ({}),
      fetch: (input, init) => {
        sent.push(String(input));
        return fetch(input, init);
      },
    });
    await spy.call('system.show_settings', {}, { silent: true }).catch(() => undefined);
    const ts = Number(new URL(sent[0]).searchParams.get('ts'));
    expect(Math.abs(ts - (Date.now() / 1000 - 3600))).toBeLessThan(2);
  });

  it('without a correction, a skewed clock gets 9002 and the error page resolution', async () => {
    clockOffset = -3600;
    resolutions = [];
    await expect(client.call('system.show_settings')).rejects.toMatchObject({ failure: { code: 9002 } });
    expect(resolutions).toEqual([{ kind: 'errorPage', status: 500, message: expect.stringContaining('(9002)') }]);
    clockOffset = 0;
  });

  it('1001 sends a visitor to login with the redirect', async () => {
    resolutions = [];
    await expect(client.call('system.init')).rejects.toThrow('Please log in to continue');
    expect(resolutions).toEqual([{ kind: 'redirect', to: '/login?redirect=%2Fnotifications', message: 'Please log in to continue' }]);
  });

  it('silent calls report nothing', async () => {
    resolutions = [];
    await expect(client.call('system.init', {}, { silent: true })).rejects.toThrow();
    expect(resolutions).toEqual([]);
  });

  it('a server that cannot be reached is "No network, please try later."', async () => {
    const offline = createApiClient({ apiOrigin: 'http://127.0.0.1:9', signKey: 'k-12345678', timeDifference: () => 0, identity: () => ({}) });
    await expect(offline.call('system.show_settings')).rejects.toThrow('No network, please try later.');
  });

  it('a call that outlasts the timeout is "Poor network. You may try later. (101)"', async () => {
    const slow = createApiClient({
      apiOrigin: t.url,
      signKey: t.config.SIGN_KEY,
      timeDifference: () => 0,
      identity: () => ({}),
      timeoutMs: 1,
      // A server that answers after 50 ms; the abort at the 1 ms timeout cancels it.
      fetch: (input, init) =>
        new Promise((resolve, reject) => {
          const answer = setTimeout(() => resolve(fetch(input, init)), 50);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(answer);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    await expect(slow.call('system.show_settings')).rejects.toThrow('Poor network. You may try later. (101)');
  });
});
