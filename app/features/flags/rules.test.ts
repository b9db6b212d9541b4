import { describe, expect, it } from 'vitest';
import { matchEntry, type Viewer } from '../../lib/navigation';
import { becomeHostVariant, conciergeTarget, showsBecomeHost, showsConcierge } from './rules';

const fan: Viewer = { loggedIn: true, userRole: 0, userName: 'golden_fan' };
const creator: Viewer = { loggedIn: true, userRole: 1, userName: 'gold_creator' };

describe('system flag rules', () => {
  it('CT 1 or 2 picks the bubble; other values show none', () => {
    expect(becomeHostVariant(1)).toBe(1);
    expect(becomeHostVariant(2)).toBe(2);
    expect(becomeHostVariant(0)).toBeNull();
    expect(becomeHostVariant(3)).toBeNull();
  });

  it('the bubble is for non-creators on tab pages', () => {
    expect(showsBecomeHost(matchEntry('/home'), fan, 1)).toBe(true);
    expect(showsBecomeHost(matchEntry('/@golden_fan'), fan, 2)).toBe(true);
    expect(showsBecomeHost(matchEntry('/pay/wallet'), fan, 1)).toBe(false);
    expect(showsBecomeHost(matchEntry('/home'), creator, 1)).toBe(false);
    expect(showsBecomeHost(matchEntry('/home'), fan, 0)).toBe(false);
  });

  it('the concierge dialog is for creators when OC is on', () => {
    expect(showsConcierge(creator, true)).toBe(true);
    expect(showsConcierge(creator, false)).toBe(false);
    expect(showsConcierge(fan, true)).toBe(false);
  });

  it('confirm goes to set-up for custody status 0 or 1 (or unknown), else to management', () => {
    expect(conciergeTarget('0')).toBe('/personal-agent/setting');
    expect(conciergeTarget('1')).toBe('/personal-agent/setting');
    expect(conciergeTarget(null)).toBe('/personal-agent/setting');
    expect(conciergeTarget('2')).toBe('/personal-agent/manage');
    expect(conciergeTarget('3')).toBe('/personal-agent/manage');
  });
});
