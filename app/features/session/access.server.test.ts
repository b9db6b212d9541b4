import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { orRouteError, requireCreator, requireSignedUp, sessionUserId, signedUpUserId } from './access.server';

const contextOf = (user: { user_id: number; is_anonymous: boolean; user_role: number } | null) =>
  ({ session: user ? { user } : null }) as unknown as AppLoadContext;
const request = new Request('http://localhost/pay/payout?tab=2');
const thrown = (work: () => unknown): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('page access helpers', () => {
  it('a visitor or an anonymous session goes to /login with this page as the redirect', () => {
    for (const context of [contextOf(null), contextOf({ user_id: 3, is_anonymous: true, user_role: 0 })]) {
      const response = thrown(() => requireSignedUp(context, request)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/login?redirect=%2Fpay%2Fpayout%3Ftab%3D2');
      expect((thrown(() => requireCreator(context, request)) as Response).headers.get('Location')).toMatch(/^\/login\?redirect=/);
    }
  });

  it('a fan may load signed-up pages; on creator pages they go to /creator_audit, as the root loader sends them', () => {
    const fan = contextOf({ user_id: 4, is_anonymous: false, user_role: 0 });
    expect(requireSignedUp(fan, request).user_id).toBe(4);
    const response = thrown(() => requireCreator(fan, request)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/creator_audit?redirect=%2Fpay%2Fpayout%3Ftab%3D2');
  });

  it('a creator may load creator pages', () => {
    expect(requireCreator(contextOf({ user_id: 5, is_anonymous: false, user_role: 1 }), request).user_id).toBe(5);
  });

  it('the optional viewer ids', () => {
    expect(sessionUserId(contextOf(null))).toBeNull();
    expect(sessionUserId(contextOf({ user_id: 3, is_anonymous: true, user_role: 0 }))).toBe(3);
    expect(signedUpUserId(contextOf({ user_id: 3, is_anonymous: true, user_role: 0 }))).toBeNull();
    expect(signedUpUserId(contextOf({ user_id: 4, is_anonymous: false, user_role: 0 }))).toBe(4);
  });

  it("orRouteError: a domain rule's catalogue error becomes the page's error; anything else stays a 500", async () => {
    const rule = Object.assign(new Error('Not yours'), { name: 'AppError', code: 40300, status: 403 });
    await expect(orRouteError(Promise.reject(rule))).rejects.toMatchObject({ data: { code: 40300, message: 'Not yours' }, init: { status: 403 } });
    const fault = new Error('boom');
    await expect(orRouteError(Promise.reject(fault))).rejects.toBe(fault);
    await expect(orRouteError(Promise.resolve(7))).resolves.toBe(7);
  });
});
