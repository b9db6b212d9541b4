import { describe, expect, it } from 'vitest';
import { VISIBILITY } from '../../../common/content';
import { postAccess } from './access';

const post = (visibility: number, price: number | null = null) => ({ creatorId: 7, visibility, price });
const fan = { viewerId: 9, isMember: false, hasUnlocked: false };
const anonymous = { viewerId: null, isMember: false, hasUnlocked: false };

describe('postAccess', () => {
  it('opens everything to the creator', () => {
    for (const v of [1, 2, 3, 4]) expect(postAccess(post(v, 5), { ...fan, viewerId: 7 })).toEqual({ locked: false });
  });
  it('opens Everyone posts to anyone, signed in or not', () => {
    expect(postAccess(post(VISIBILITY.Everyone), anonymous)).toEqual({ locked: false });
  });
  it('locks PPV until the viewer bought it, with its price', () => {
    expect(postAccess(post(VISIBILITY.PPV, 50), fan)).toEqual({ locked: true, unlock_price: 50, join: false });
    expect(postAccess(post(VISIBILITY.PPV, 50), { ...fan, isMember: true })).toEqual({ locked: true, unlock_price: 50, join: false });
    expect(postAccess(post(VISIBILITY.PPV, 50), { ...fan, hasUnlocked: true })).toEqual({ locked: false });
  });
  it('opens Members posts to members only; a purchase does not', () => {
    expect(postAccess(post(VISIBILITY.Members), fan)).toEqual({ locked: true, unlock_price: null, join: true });
    expect(postAccess(post(VISIBILITY.Members), { ...fan, hasUnlocked: true })).toMatchObject({ locked: true });
    expect(postAccess(post(VISIBILITY.Members), { ...fan, isMember: true })).toEqual({ locked: false });
  });
  it('opens Members and PPV posts to members and to buyers', () => {
    expect(postAccess(post(VISIBILITY.MembersAndPPV, 30), anonymous)).toEqual({ locked: true, unlock_price: 30, join: true });
    expect(postAccess(post(VISIBILITY.MembersAndPPV, 30), { ...fan, isMember: true })).toEqual({ locked: false });
    expect(postAccess(post(VISIBILITY.MembersAndPPV, 30), { ...fan, hasUnlocked: true })).toEqual({ locked: false });
  });
});
