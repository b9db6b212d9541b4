import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, entryById, STAFF_PREFIX } from './routes.manifest';

/** Every path of spec section 2, as the spec writes it. */
const SPEC_PATHS = [
  // Static and legal
  '/about',
  '/blog',
  '/branding',
  '/complaint-process',
  '/concierge',
  '/contact-us',
  '/content-moderation',
  '/data-retention-policy',
  '/privacy',
  '/terms',
  '/terms-of-service',
  '/transfer',
  '/waiting',
  '/privacy/safety1',
  '/privacy/safety1/blocked_location',
  '/podcast',
  '/creators',
  '/press',
  '/revenue',
  // Auth
  '/',
  '/login',
  '/login/oauth',
  '/google_login',
  // Main tabs
  '/home',
  '/notifications',
  '/message',
  '/chatRoom',
  '/post',
  '/post/post_view',
  '/publish',
  '/live',
  '/video-call',
  // Live and video call
  '/live/gifters',
  '/live/join_live',
  '/video-call/setting',
  // Other
  '/local/trans',
  '/creator_audit',
  '/setting',
  // Manage
  '/manage/cards',
  '/manage/dmca_form',
  '/manage/dmca_form/success',
  '/manage/terms',
  '/manage/email/notification',
  '/manage/email/unsubscribe',
  // Mass messaging
  '/mass/list',
  '/mass/sender',
  '/mass/success',
  // Pay
  '/pay/coins',
  '/pay/payout',
  '/pay/transactions',
  '/pay/wallet',
  '/pay/payout/ach',
  '/pay/payout/payout_method',
  '/pay/payout/paypal',
  '/pay/payout/success',
  '/pay/payout/usdt',
  // Personal agent
  '/personal-agent/detail',
  '/personal-agent/manage',
  '/personal-agent/setting',
  // Publishing
  '/publish/drafts',
  '/publish/schedule',
  '/publish/success',
  // Referral
  '/ref/about_referral',
  '/ref/referral_earn',
  '/ref/{code}',
  // Settings
  '/setting/adult_setting',
  '/setting/paid_message',
  '/setting/toy_setting',
  // Subscriptions
  '/subs/disable-auto-renew',
  '/subs/subs_detail',
  '/subs/subscribers',
  '/subs/subscriptions',
  // User
  '/user/account',
  '/user/blocked',
  '/user/creator_tools',
  '/user/edit_profile',
  '/user/followers',
  '/user/following',
  '/user/list',
  '/user/post_view',
  // Profile
  '/@{user_name}',
];

const LEGAL = ['/terms', '/privacy', '/content-moderation', '/complaint-process', '/data-retention-policy', '/terms-of-service', '/ref/about_referral'];
const EXTERNAL = {
  '/blog': 'BLOG_URL',
  '/podcast': 'PODCAST_URL',
  '/about': 'ABOUT_URL',
  '/creators': 'CREATORS_URL',
  '/press': 'PRESS_URL',
  '/revenue': 'REVENUE_URL',
  '/concierge': 'CONCIERGE_URL',
};
const byPath = new Map(routes.map((r) => [r.path, r]));

describe('routes.manifest', () => {
  it('has every path of spec section 2, and nothing the spec does not name but the staff console and the 404 page', () => {
    for (const p of SPEC_PATHS) expect(byPath.has(p), p).toBe(true);
    const unnamed = routes.map((r) => r.path).filter((p) => !SPEC_PATHS.includes(p));
    expect(unnamed.filter((p) => p !== STAFF_PREFIX && !p.startsWith(`${STAFF_PREFIX}/`))).toEqual(['*']);
  });

  it('keeps every staff page under the staff prefix, and nothing else there (the server gates the prefix)', () => {
    for (const r of routes) expect(r.auth === 'staff', r.path).toBe(r.path === STAFF_PREFIX || r.path.startsWith(`${STAFF_PREFIX}/`));
  });

  it('points every entry at a module file that exists', () => {
    for (const r of routes) expect(fs.existsSync(path.join('app', r.module)), `${r.path} -> ${r.module}`).toBe(true);
  });

  it('gives every route module an ErrorBoundary', () => {
    for (const module of new Set(routes.map((r) => r.module))) {
      expect(fs.readFileSync(path.join('app', module), 'utf8'), module).toMatch(/export (function|\{[^}]*as) ErrorBoundary|as ErrorBoundary \}/);
    }
  });

  it('has unique ids and Remix paths, readable back by id', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.routePath)).size).toBe(routes.length);
    for (const r of routes) expect(entryById(r.id)).toBe(r);
  });

  it('shows the tab bar only on /home, /notifications, /message and the own profile', () => {
    const withTabBar = routes.filter((r) => r.tabBar !== false).map((r) => [r.path, r.tabBar]);
    expect(withTabBar).toEqual([
      ['/home', true],
      ['/notifications', true],
      ['/message', true],
      ['/@{user_name}', 'own-profile'],
    ]);
  });

  it('exempts exactly the legal pages from the age gate, and shows them full width', () => {
    expect(
      routes
        .filter((r) => r.ageGateExempt)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...LEGAL].sort());
    for (const p of LEGAL) expect(byPath.get(p)?.width).toBe('full');
  });

  it('keeps app screens at feed width and static pages full width', () => {
    expect(byPath.get('/home')?.width).toBe('feed');
    expect(byPath.get('/pay/wallet')?.width).toBe('feed');
    for (const p of ['/about', '/branding', '/contact-us', '/privacy/safety1']) expect(byPath.get(p)?.width).toBe('full');
  });

  it('redirects /post/post_view to /post keeping the query, and guards /chatRoom, /login and /', () => {
    expect(byPath.get('/post/post_view')?.redirect).toEqual({ to: '/post', keepQuery: true });
    expect(byPath.get('/chatRoom')?.guard).toBe('chatRoom');
    expect(byPath.get('/login')?.guard).toBe('login');
    expect(byPath.get('/')?.guard).toBe('landing');
  });

  it('lets the seven static pages go to configurable external targets', () => {
    for (const [p, target] of Object.entries(EXTERNAL)) expect(byPath.get(p)?.external, p).toBe(target);
    expect(routes.filter((r) => r.external).length).toBe(7);
  });

  it('marks the back-stack roots: /, /login, /home, /message, /notifications and the own profile', () => {
    const roots = routes
      .filter((r) => r.backStackRoot)
      .map((r) => r.path)
      .sort();
    expect(roots).toEqual(['/', '/@{user_name}', '/home', '/login', '/message', '/notifications'].sort());
    expect(byPath.get('/@{user_name}')?.backStackRoot).toBe('own-profile');
  });

  it('requires a creator where creators work and leaves legal pages public', () => {
    for (const p of ['/publish', '/live', '/mass/sender', '/pay/payout', '/publish/drafts']) expect(byPath.get(p)?.auth, p).toBe('creator');
    for (const p of ['/notifications', '/message', '/pay/wallet', '/user/account']) expect(byPath.get(p)?.auth, p).toBe('user');
    for (const p of [...LEGAL, '/', '/login', '/home', '/@{user_name}']) expect(byPath.get(p)?.auth, p).toBe('public');
  });
});
