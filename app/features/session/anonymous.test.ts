import { describe, expect, it } from 'vitest';
import { restorableToken, storedAnonymousUser } from './anonymous';

const stored = { token: 'tok', user_id: 12 };

describe('restoring an anonymous visitor (spec section 4)', () => {
  it('restores only when the anonymous-user cookie and the stored anUser agree', () => {
    expect(restorableToken(stored, { userType: '3', userId: '12' })).toBe('tok');
    expect(restorableToken(stored, { userType: '3', userId: '13' })).toBeUndefined();
    expect(restorableToken(stored, { userType: '0', userId: '12' })).toBeUndefined();
    expect(restorableToken(stored, {})).toBeUndefined();
    expect(restorableToken(null, { userType: '3', userId: '12' })).toBeUndefined();
  });

  it('reads the stored anUser defensively', () => {
    expect(storedAnonymousUser(JSON.stringify(stored))).toEqual(stored);
    expect(storedAnonymousUser('{"token":1}')).toBeNull();
    expect(storedAnonymousUser('garbage')).toBeNull();
    expect(storedAnonymousUser(null)).toBeNull();
  });
});
