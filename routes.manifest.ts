/**
 * Every route of spec section 2 with the flags that drive layout, navigation and guards.
 * remix.config.ts builds the Remix route config from this list; components read their
 * entry through useMatches() (route id -> entry); the root loader applies auth, redirects,
 * guards and external targets. Pure data: no imports from app/ or server/.
 */

/**
 * Who may open a page: anyone (anonymous visitors too), a logged-in user, a creator (role 1), or
 * staff (ADR 090: everyone else gets the 404 page, the server's gate answers before Remix).
 */
export type AuthRequirement = 'public' | 'user' | 'creator' | 'staff';
/** Legal and landing pages are full width; the rest is constrained to the feed width. */
export type LayoutWidth = 'full' | 'feed';
/** Guards whose rule lives in app/lib/navigation.ts (they need the query, hash or session). */
export type GuardName = 'chatRoom' | 'login' | 'landing';
/** Environment variables that may send a static page to an external site instead. */
export type ExternalTarget = 'BLOG_URL' | 'PODCAST_URL' | 'ABOUT_URL' | 'CREATORS_URL' | 'PRESS_URL' | 'REVENUE_URL' | 'CONCIERGE_URL';

export interface RouteEntry {
  /** Stable route id (what useMatches() reports). */
  id: string;
  /** The path as spec section 2 writes it, e.g. "/@{user_name}". */
  path: string;
  /** The Remix path ("" for the index route). */
  routePath: string;
  /** Module file relative to app/. */
  module: string;
  /** Screen title (header and document title). */
  title: string;
  /** Bottom tab bar: on this page, only on the viewer's own profile, or never. */
  tabBar: boolean | 'own-profile';
  /** Legal pages show no age gate. */
  ageGateExempt: boolean;
  width: LayoutWidth;
  auth: AuthRequirement;
  /** Landing here with a short history does not push /home first (spec section 2). */
  backStackRoot: boolean | 'own-profile';
  /** A permanent internal redirect, keeping the query when asked. */
  redirect?: { to: string; keepQuery: boolean };
  guard?: GuardName;
  external?: ExternalTarget;
  /** Key of the written content (legal and info pages). */
  content?: string;
}

type Options = Partial<Omit<RouteEntry, 'path' | 'id' | 'routePath' | 'title'>>;

const FEED_PAGE: Omit<RouteEntry, 'id' | 'path' | 'routePath' | 'module' | 'title'> = {
  tabBar: false,
  ageGateExempt: false,
  width: 'feed',
  auth: 'user',
  backStackRoot: false,
};

/** "/pay/payout/ach" -> "pay.payout.ach"; "/" -> "index"; "/@{user_name}" -> "profile". */
function idOf(path: string): string {
  if (path === '/') return 'index';
  if (path === '*') return 'not-found';
  if (path.startsWith('/@')) return 'profile';
  if (path === '/ref/{code}') return 'ref.code';
  return path
    .slice(1)
    .replaceAll('/', '.')
    .replace(/\{(\w+)\}/g, '$$$1');
}

/** Remix cannot match part of a segment ("@name"), so the profile is one dynamic segment checked by its loader. */
function routePathOf(path: string): string {
  if (path === '/') return '';
  if (path === '*') return '*';
  if (path.startsWith('/@')) return ':handle';
  return path.slice(1).replace(/\{(\w+)\}/g, ':$1');
}

function page(path: string, title: string, options: Options = {}): RouteEntry {
  return {
    ...FEED_PAGE,
    module: 'routes/screen.tsx',
    ...options,
    id: idOf(path),
    path,
    routePath: routePathOf(path),
    title,
  };
}

/** Written pages (legal and info): full width, public, content keyed by `content`. */
function written(path: string, title: string, content: string, options: Options = {}): RouteEntry {
  return page(path, title, { module: 'routes/written.tsx', width: 'full', auth: 'public', content, ...options });
}
const legal = (path: string, title: string, content: string) => written(path, title, content, { ageGateExempt: true });
/** The staff console (not in the spec; issue 19): every page under STAFF_PREFIX, none elsewhere. */
export const STAFF_PREFIX = '/admin';
const staff = (path: string, title: string, module: string) => page(path, title, { auth: 'staff', module: `routes/admin/${module}` });
const external = (path: string, title: string, content: string, target: ExternalTarget) => written(path, title, content, { external: target });

export const routes: RouteEntry[] = [
  // Auth and landing
  page('/', 'Log in', { auth: 'public', guard: 'landing', backStackRoot: true, module: 'routes/login.tsx' }),
  page('/login', 'Log in', { auth: 'public', guard: 'login', backStackRoot: true, module: 'routes/login.tsx' }),
  page('/login/oauth', 'Sign in with Google', { auth: 'public', module: 'routes/login-oauth.tsx' }),
  page('/google_login', 'Sign in with Google', { auth: 'public', module: 'routes/google-login.tsx' }),

  // Static and legal pages
  legal('/terms', 'Terms of Use', 'terms'),
  legal('/terms-of-service', 'Creator Terms of Service', 'terms-of-service'),
  legal('/privacy', 'Privacy Policy', 'privacy'),
  legal('/content-moderation', 'Content Moderation Policy', 'content-moderation'),
  legal('/complaint-process', 'Complaint and Appeal Process', 'complaint-process'),
  legal('/data-retention-policy', 'Data Retention Policy', 'data-retention-policy'),
  written('/branding', 'Brand Guidelines', 'branding'),
  written('/contact-us', 'Contact Us', 'contact-us'),
  written('/transfer', 'Transfer', 'transfer'),
  written('/waiting', 'Under Review', 'waiting', { module: 'routes/waiting.tsx' }),
  written('/privacy/safety1', 'Safety Centre', 'safety'),
  written('/privacy/safety1/blocked_location', 'Not Available in Your Location', 'blocked-location'),
  external('/about', 'About', 'about', 'ABOUT_URL'),
  external('/blog', 'Blog', 'blog', 'BLOG_URL'),
  external('/podcast', 'Podcast', 'podcast', 'PODCAST_URL'),
  external('/creators', 'For Creators', 'creators', 'CREATORS_URL'),
  external('/press', 'Press', 'press', 'PRESS_URL'),
  external('/revenue', 'How Creators Earn', 'revenue', 'REVENUE_URL'),
  external('/concierge', 'Concierge', 'concierge', 'CONCIERGE_URL'),

  // Main tabs
  page('/home', 'Home', { auth: 'public', tabBar: true, backStackRoot: true, module: 'routes/home.tsx' }),
  page('/notifications', 'Notifications', { tabBar: true, backStackRoot: true, module: 'routes/notifications.tsx' }),
  page('/message', 'Messages', { tabBar: true, backStackRoot: true, module: 'routes/message.tsx' }),
  page('/chatRoom', 'Chat', { guard: 'chatRoom', module: 'routes/chat-room.tsx' }),
  page('/post', 'Post', { auth: 'public', module: 'routes/post.tsx' }),
  page('/post/post_view', 'Post', { auth: 'public', redirect: { to: '/post', keepQuery: true } }),
  page('/publish', 'New Post', { auth: 'creator', module: 'routes/publish.tsx' }),
  page('/live', 'Live', { auth: 'creator', module: 'routes/live.tsx' }),
  page('/video-call', 'Video Call', { module: 'routes/video-call.tsx' }),

  // Live and video call
  page('/live/gifters', 'Gifters', { module: 'routes/live-gifters.tsx' }),
  page('/live/join_live', 'Join Live', { auth: 'public', module: 'routes/live-join.tsx' }),
  page('/video-call/setting', 'Video Call Settings', { auth: 'creator', module: 'routes/video-call-setting.tsx' }),

  // Other
  page('/local/trans', 'Translation'),
  page('/creator_audit', 'Become a Creator', { module: 'routes/creator-audit.tsx' }),
  page('/setting', 'Settings', { module: 'routes/setting.tsx' }),

  // Manage
  page('/manage/cards', 'Cards', { module: 'routes/manage-cards.tsx' }),
  page('/manage/dmca_form', 'DMCA Takedown Request', { auth: 'public', module: 'routes/manage-dmca-form.tsx' }),
  page('/manage/dmca_form/success', 'Request Received', { auth: 'public', module: 'routes/manage-dmca-success.tsx' }),
  page('/manage/terms', 'Terms and Policies', { auth: 'public', module: 'routes/manage-terms.tsx' }),
  page('/manage/email/notification', 'Email Notifications', { module: 'routes/manage-email-notification.tsx' }),
  page('/manage/email/unsubscribe', 'Unsubscribe', { auth: 'public', module: 'routes/manage-email-unsubscribe.tsx' }),

  // Mass messaging
  page('/mass/list', 'Mass Messages', { auth: 'creator', module: 'routes/mass-list.tsx' }),
  page('/mass/sender', 'New Mass Message', { auth: 'creator', module: 'routes/mass-sender.tsx' }),
  page('/mass/success', 'Mass Message Scheduled', { auth: 'creator', module: 'routes/mass-success.tsx' }),

  // Pay
  page('/pay/coins', 'Buy Coins', { module: 'routes/pay-coins.tsx' }),
  page('/pay/wallet', 'Wallet', { module: 'routes/pay-wallet.tsx' }),
  page('/pay/transactions', 'Transactions', { module: 'routes/pay-transactions.tsx' }),
  page('/pay/payout', 'Payout', { auth: 'creator', module: 'routes/payout.tsx' }),
  page('/pay/payout/payout_method', 'Payout Method', { auth: 'creator', module: 'routes/payout-method.tsx' }),
  page('/pay/payout/paypal', 'PayPal', { auth: 'creator', module: 'routes/payout-method-form.tsx' }),
  page('/pay/payout/ach', 'ACH Bank Transfer', { auth: 'creator', module: 'routes/payout-method-form.tsx' }),
  page('/pay/payout/usdt', 'USDT (TRC20)', { auth: 'creator', module: 'routes/payout-method-form.tsx' }),
  page('/pay/payout/success', 'Payout Requested', { auth: 'creator', module: 'routes/payout-success.tsx' }),

  // Personal agent
  page('/personal-agent/detail', 'Concierge Agent', { auth: 'creator' }),
  page('/personal-agent/manage', 'Manage Concierge Agent', { auth: 'creator' }),
  page('/personal-agent/setting', 'Set Up Concierge Agent', { auth: 'creator' }),

  // Publishing
  page('/publish/drafts', 'Drafts', { auth: 'creator', module: 'routes/publish-drafts.tsx' }),
  page('/publish/schedule', 'Scheduled Posts', { auth: 'creator', module: 'routes/publish-schedule.tsx' }),
  page('/publish/success', 'Posted', { auth: 'creator', module: 'routes/publish-success.tsx' }),

  // Referral
  legal('/ref/about_referral', 'About Referrals', 'about-referral'),
  page('/ref/referral_earn', 'Referral Earnings'),
  page('/ref/{code}', 'Referral', { auth: 'public', module: 'routes/referral.tsx' }),

  // Settings
  page('/setting/adult_setting', 'Adult Content', { module: 'routes/setting-adult.tsx' }),
  page('/setting/paid_message', 'Paid Messages', { auth: 'creator', module: 'routes/setting-paid-message.tsx' }),
  page('/setting/toy_setting', 'Toy Settings', { auth: 'creator', module: 'routes/setting-toy.tsx' }),

  // Subscriptions
  page('/subs/subscriptions', 'Subscriptions', { module: 'routes/subs-subscriptions.tsx' }),
  page('/subs/subscribers', 'Subscribers', { auth: 'creator', module: 'routes/subs-subscribers.tsx' }),
  page('/subs/subs_detail', 'Subscription', { module: 'routes/subs-detail.tsx' }),
  page('/subs/disable-auto-renew', 'Turn Off Auto-Renew', { module: 'routes/subs-disable-auto-renew.tsx' }),

  // User
  page('/user/account', 'Account', { module: 'routes/user-account.tsx' }),
  page('/user/blocked', 'Blocked Users', { module: 'routes/user-blocked.tsx' }),
  page('/user/creator_tools', 'Creator Tools', { auth: 'creator', module: 'routes/user-creator-tools.tsx' }),
  page('/user/edit_profile', 'Edit Profile', { module: 'routes/user-edit-profile.tsx' }),
  page('/user/followers', 'Followers', { module: 'routes/user-people.tsx' }),
  page('/user/following', 'Following', { module: 'routes/user-people.tsx' }),
  page('/user/list', 'Users', { auth: 'public', module: 'routes/user-people.tsx' }),
  page('/user/post_view', 'Posts', { auth: 'public', module: 'routes/user-post-view.tsx' }),

  // Profile: "/@{user_name}"; the tab bar shows only on the viewer's own profile.
  page('/@{user_name}', 'Profile', {
    module: 'routes/profile.tsx',
    auth: 'public',
    tabBar: 'own-profile',
    backStackRoot: 'own-profile',
  }),

  // Staff console (ADR 090)
  staff('/admin', 'Staff Console', 'overview.tsx'),
  staff('/admin/applications', 'Host Applications', 'applications.tsx'),
  staff('/admin/applications/{application_id}', 'Host Application', 'application.tsx'),
  staff('/admin/reports', 'Reports', 'reports.tsx'),
  staff('/admin/dmca', 'DMCA Notices', 'dmca.tsx'),
  staff('/admin/payouts', 'Payouts Held for Review', 'payouts.tsx'),
  staff('/admin/users', 'Users', 'users.tsx'),
  staff('/admin/users/{user_id}', 'User', 'user.tsx'),
  staff('/admin/audit', 'Audit Log', 'audit.tsx'),
  staff('/admin/app-usage', 'App Installs and Opens', 'app-usage.tsx'),

  // Anything else
  page('*', 'Page not found', { module: 'routes/not-found.tsx', auth: 'public' }),
];

const byId = new Map(routes.map((entry) => [entry.id, entry]));

export function entryById(id: string): RouteEntry | undefined {
  return byId.get(id);
}
