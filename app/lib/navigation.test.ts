import { describe, expect, it } from 'vitest';
import {
  UnknownGuardError,
  authTarget,
  guardTarget,
  matchEntry,
  navigationTarget,
  replaceOnBack,
  shouldPushHome,
  showsTabBar,
  type Viewer,
} from './navigation';

const anonymous: Viewer = { loggedIn: false, userRole: null, userName: null };
const fan: Viewer = { loggedIn: true, userRole: 0, userName: 'golden_fan' };
const creator: Viewer = { loggedIn: true, userRole: 1, userName: 'gold_creator' };
const url = (p: string) => new URL(p, 'http://localhost');
const entry = (p: string) => matchEntry(p)!.entry;

describe('matchEntry', () => {
  it('finds static, dynamic and profile routes, static first', () => {
    expect(matchEntry('/pay/payout/ach')?.entry.id).toBe('pay.payout.ach');
    expect(matchEntry('/ref/about_referral')?.entry.id).toBe('ref.about_referral');
    expect(matchEntry('/ref/GOLD42')).toMatchObject({ entry: { id: 'ref.code' }, params: { code: 'GOLD42' } });
    expect(matchEntry('/@golden_fan')).toMatchObject({ entry: { id: 'profile' }, params: { handle: '@golden_fan' } });
    expect(matchEntry('/')?.entry.id).toBe('index');
    expect(matchEntry('/google_login/')?.entry.id).toBe('google_login');
    expect(matchEntry('/no/such/page')?.entry.id).toBe('not-found');
  });
});

describe('guards and redirects', () => {
  it('/post/post_view goes to /post keeping the query', () => {
    expect(guardTarget(entry('/post/post_view'), url('/post/post_view?id=7&x=1'), anonymous)).toBe('/post?id=7&x=1');
  });

  it('/chatRoom needs activeContactId, u1 and u2, or is_login', () => {
    const chat = entry('/chatRoom');
    expect(guardTarget(chat, url('/chatRoom'), fan)).toBe('/home');
    expect(guardTarget(chat, url('/chatRoom?u1=1'), fan)).toBe('/home');
    expect(guardTarget(chat, url('/chatRoom?activeContactId=5'), fan)).toBeNull();
    expect(guardTarget(chat, url('/chatRoom?u1=1&u2=2'), fan)).toBeNull();
    expect(guardTarget(chat, url('/chatRoom?is_login=1'), fan)).toBeNull();
  });

  it('a logged-in /login goes to /home unless the hash is #step_7 (decided where the hash is known)', () => {
    const login = entry('/login');
    expect(guardTarget(login, url('/login'), fan, '')).toBe('/home');
    expect(guardTarget(login, url('/login'), fan, '#step_7')).toBeNull();
    expect(guardTarget(login, url('/login'), fan)).toBeNull(); // on the server: no hash yet
    expect(guardTarget(login, url('/login'), anonymous, '')).toBeNull();
  });

  it('a logged-in / goes to /home keeping the query', () => {
    expect(guardTarget(entry('/'), url('/?t=mail&s=9'), fan)).toBe('/home?t=mail&s=9');
    expect(guardTarget(entry('/'), url('/?t=mail'), anonymous)).toBeNull();
  });

  it('auth: user pages send visitors to /login?redirect=..., creator pages send fans to the creator audit', () => {
    expect(authTarget(entry('/pay/wallet'), anonymous, '/pay/wallet?x=1')).toBe('/login?redirect=%2Fpay%2Fwallet%3Fx%3D1');
    expect(authTarget(entry('/pay/wallet'), fan, '/pay/wallet')).toBeNull();
    expect(authTarget(entry('/publish'), fan, '/publish')).toBe('/creator_audit?redirect=%2Fpublish');
    expect(authTarget(entry('/publish'), creator, '/publish')).toBeNull();
    expect(authTarget(entry('/terms'), anonymous, '/terms')).toBeNull();
  });

  it('a guard without a rule is an unknown middleware', () => {
    const broken = { ...entry('/home'), guard: 'nope' as never };
    expect(() => guardTarget(broken, url('/home'), fan)).toThrow(UnknownGuardError);
  });

  it('?show_create_post=1 on any page opens the post creator for a creator', () => {
    expect(navigationTarget(url('/home?show_create_post=1'), anonymous, {})).toBeNull();
    expect(navigationTarget(url('/home?show_create_post=1'), fan, {})).toBeNull();
    expect(navigationTarget(url('/home?show_create_post=1'), creator, {})).toBe('/publish');
    expect(navigationTarget(url('/@gold_creator?show_create_post=1'), creator, {})).toBe('/publish');
    expect(navigationTarget(url('/publish?show_create_post=1'), creator, {})).toBeNull();
    expect(navigationTarget(url('/home?show_create_post=0'), creator, {})).toBeNull();
  });

  it('external targets apply only when configured', () => {
    expect(navigationTarget(url('/blog'), anonymous, { BLOG_URL: 'https://blog.example.org/' })).toBe('https://blog.example.org/');
    expect(navigationTarget(url('/blog'), anonymous, {})).toBeNull();
  });
});

describe('tab bar', () => {
  it('shows on the tab pages and on the own profile only', () => {
    expect(showsTabBar(matchEntry('/home')!, anonymous)).toBe(true);
    expect(showsTabBar(matchEntry('/message')!, fan)).toBe(true);
    expect(showsTabBar(matchEntry('/pay/wallet')!, fan)).toBe(false);
    expect(showsTabBar(matchEntry('/@golden_fan')!, fan)).toBe(true);
    expect(showsTabBar(matchEntry('/@gold_creator')!, fan)).toBe(false);
    expect(showsTabBar(matchEntry('/@golden_fan')!, anonymous)).toBe(false);
  });
});

describe('back stack', () => {
  it('pushes /home under a deep landing when the history is short and the gate accepted', () => {
    expect(shouldPushHome(matchEntry('/pay/wallet'), fan, 1, true)).toBe(true);
    expect(shouldPushHome(matchEntry('/pay/wallet'), fan, 2, true)).toBe(true);
    expect(shouldPushHome(matchEntry('/@gold_creator'), fan, 1, true)).toBe(true);
  });

  it('does not for the roots, a longer history, or before the gate is accepted', () => {
    for (const p of ['/', '/login', '/home', '/message', '/notifications', '/@golden_fan']) {
      expect(shouldPushHome(matchEntry(p), fan, 1, true), p).toBe(false);
    }
    expect(shouldPushHome(matchEntry('/pay/wallet'), fan, 3, true)).toBe(false);
    expect(shouldPushHome(matchEntry('/pay/wallet'), fan, 1, false)).toBe(false);
  });

  it('replaces a back navigation that lands on /home with /home', () => {
    expect(replaceOnBack('POP', { pathname: '/home', search: '?show_create_post=1', hash: '' })).toBe(true);
    expect(replaceOnBack('POP', { pathname: '/home', search: '', hash: '' })).toBe(false);
    expect(replaceOnBack('PUSH', { pathname: '/home', search: '?a=1', hash: '' })).toBe(false);
    expect(replaceOnBack('POP', { pathname: '/message', search: '?a=1', hash: '' })).toBe(false);
  });
});
