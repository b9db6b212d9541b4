import { describe, expect, it } from 'vitest';
import { emailLinkOutcome } from './email-link';

const at = (path: string) => new URL(path, 'http://localhost');

describe('email links (spec section 5)', () => {
  it('no tracking parameters: nothing to do', () => {
    expect(emailLinkOutcome(at('/home?x=1'), 7)).toBeNull();
  });

  it("sc=email and s = the logged-in user: the user's own link", () => {
    expect(emailLinkOutcome(at('/home?t=news&sc=email&s=7'), 7)).toMatchObject({ own: true, mismatch: false });
  });

  it('s is another user: account mismatch', () => {
    expect(emailLinkOutcome(at('/home?t=news&sc=email&s=8'), 7)).toMatchObject({ own: false, mismatch: true });
  });

  it('a visitor who is not logged in has no mismatch', () => {
    expect(emailLinkOutcome(at('/home?t=news&sc=email&s=8'), null)).toMatchObject({ own: false, mismatch: false });
  });

  it('the earnings event is reported only for exactly t, sc=email, s with the earnings template', () => {
    expect(emailLinkOutcome(at('/home?t=earnings&sc=email&s=7'), 7)?.reportEarnings).toBe(true);
    expect(emailLinkOutcome(at('/home?t=earnings&sc=email&s=7&x=1'), 7)?.reportEarnings).toBe(false);
    expect(emailLinkOutcome(at('/home?t=earnings&sc=sms&s=7'), 7)?.reportEarnings).toBe(false);
    expect(emailLinkOutcome(at('/home?t=news&sc=email&s=7'), 7)?.reportEarnings).toBe(false);
  });

  it('the renewal target is kept only with target_user_id, t, sc and s, sent to the current user', () => {
    expect(emailLinkOutcome(at('/subs/subscriptions?target_user_id=42&t=renew&sc=email&s=7'), 7)?.renewalTarget).toBe('42');
    expect(emailLinkOutcome(at('/subs/subscriptions?target_user_id=42&t=renew&sc=email&s=8'), 7)?.renewalTarget).toBeUndefined();
    expect(emailLinkOutcome(at('/subs/subscriptions?target_user_id=42&t=renew&s=7'), 7)?.renewalTarget).toBeUndefined();
  });

  it('s is the inviter, t the traffic source, and the tracking parameters are stripped', () => {
    expect(emailLinkOutcome(at('/post?id=3&t=news&sc=email&s=9#c'), null)).toMatchObject({
      inviter: '9',
      traffic: 'news',
      cleanPath: '/post?id=3#c',
    });
  });
});
