import { describe, expect, it } from 'vitest';
import { ERRORS, errorPageMessage, failureText, isChunkLoadError, loginRedirectPath, resolveFailure, shouldReloadForChunkError } from './errors';

const ctx = { loggedIn: false, currentPath: '/pay/wallet?tab=1#top', onLivePage: false };

describe('error catalogue (spec section 8)', () => {
  it('1001 or HTTP 401: a visitor goes to /login?redirect={encoded full path}', () => {
    expect(resolveFailure({ kind: 'http', status: 401, code: 1001, message: '' }, ctx)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fpay%2Fwallet%3Ftab%3D1%23top',
      message: 'Please log in to continue',
    });
    expect(resolveFailure({ kind: 'http', status: 401 }, ctx).kind).toBe('redirect');
    expect(resolveFailure({ kind: 'http', status: 200, code: 1001 }, ctx).kind).toBe('redirect');
  });

  it('1001 or HTTP 401: a logged-in user is logged out, with the server message when there is one', () => {
    expect(resolveFailure({ kind: 'http', status: 401, code: 1001, message: 'Session ended' }, { ...ctx, loggedIn: true })).toEqual({
      kind: 'logout',
      message: 'Session ended',
    });
  });

  it('9002: error page with status 500 and its text', () => {
    expect(resolveFailure({ kind: 'http', status: 400, code: 9002 }, ctx)).toEqual({
      kind: 'errorPage',
      status: 500,
      message: "It looks like you've been here for a while. Please refresh the page to continue. (9002)",
    });
  });

  it('30023: a toast on a live page, a full error page elsewhere', () => {
    const failure = { kind: 'http', status: 404, code: 30023 } as const;
    expect(resolveFailure(failure, { ...ctx, onLivePage: true })).toEqual({ kind: 'toast', message: 'Sorry, the profile or page does not exist.' });
    expect(resolveFailure(failure, ctx)).toEqual({ kind: 'errorPage', status: 404, message: 'Sorry, the profile or page does not exist.' });
  });

  it('timeout, network error, and " Error Code: {status}"', () => {
    expect(failureText({ kind: 'timeout' })).toBe('Poor network. You may try later. (101)');
    expect(failureText({ kind: 'network' })).toBe('No network, please try later.');
    expect(failureText({ kind: 'http', status: 502, message: 'Bad Gateway' })).toBe('Bad Gateway Error Code: 502');
    expect(resolveFailure({ kind: 'timeout' }, ctx)).toEqual({ kind: 'toast', message: 'Poor network. You may try later. (101)' });
  });

  it('the server message and code are shown as the prompt', () => {
    expect(resolveFailure({ kind: 'http', status: 400, code: 40000, message: 'email: Please enter a valid email' }, ctx)).toEqual({
      kind: 'toast',
      message: 'email: Please enter a valid email',
    });
  });

  it('error pages by status', () => {
    expect(errorPageMessage(400)).toBe('Something went wrong, please try later. (102)');
    expect(errorPageMessage(401)).toBe("It appears you're not authorized to view this page, please try later. (401)");
    expect(errorPageMessage(403)).toBe("It seems like you don't have permission to access this page. (403)");
    expect(errorPageMessage(404)).toBe('Page not found. Please open it later or contact our customer support. (404)');
    expect(errorPageMessage(418, 'I am a teapot')).toBe('I am a teapot');
    expect(ERRORS.UNKNOWN_MIDDLEWARE).toMatchObject({ status: 500, message: 'Unknown middleware' });
  });

  it('login redirect keeps the full path encoded', () => {
    expect(loginRedirectPath('/chatRoom?u1=1&u2=2')).toBe('/login?redirect=%2FchatRoom%3Fu1%3D1%26u2%3D2');
  });

  it('chunk load failures reload at most once a minute', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(shouldReloadForChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000, 30_000)).toBe(false);
    expect(shouldReloadForChunkError(1_000, 61_000)).toBe(true);
  });

  it('every code is unique and has a 4xx or 5xx status', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of Object.values(ERRORS)) expect(e.status).toBeGreaterThanOrEqual(400);
  });
});
