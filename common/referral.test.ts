import { describe, expect, it } from 'vitest';
import { mergeReferral, parseReferral } from './referral';

describe('the referral cookie', () => {
  it('reads only well-formed values', () => {
    expect(parseReferral(JSON.stringify({ code: 'abcd2345', inviter: '42', traffic: 'earnings' }))).toEqual({
      code: 'abcd2345',
      inviter: '42',
      traffic: 'earnings',
    });
    expect(parseReferral('not json')).toBeUndefined();
    expect(parseReferral(JSON.stringify({ inviter: '0' }))).toBeUndefined();
    expect(parseReferral(undefined)).toBeUndefined();
  });

  it('newer facts win, missing or malformed ones keep the old value', () => {
    const before = { code: 'abcd2345', inviter: '42' };
    expect(mergeReferral(before, { inviter: '43', traffic: 'news' })).toEqual({ code: 'abcd2345', inviter: '43', traffic: 'news' });
    expect(mergeReferral(before, { inviter: 'x', code: undefined })).toEqual(before);
    expect(mergeReferral(undefined, { inviter: '7' })).toEqual({ inviter: '7' });
  });
});
