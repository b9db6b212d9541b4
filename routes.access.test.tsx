/**
 * Page access as the manifest declares it (issue 43 point 3, ADR 127): every page's own loader
 * applies its entry's `auth`, since a client-side navigation runs that loader and not the root's.
 * Each entry's loader runs with a visitor, an anonymous session, a fan, a creator and a staff
 * member; the answer is read as the browser would get it. The services are not there: a loader
 * that reaches them has let the caller past its access check, which is all this test asks.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteEntry } from './routes.manifest';

const modules = import.meta.glob<{ loader?: (args: LoaderFunctionArgs) => unknown }>('./app/routes/**/*.tsx');

type Caller = 'visitor' | 'anonymous' | 'fan' | 'creator' | 'staff';
const user = (id: number, role: 0 | 1, anonymous = false) => ({
  user_id: id,
  user_name: `user_${id}`,
  nickname: '',
  portrait: '',
  bio: '',
  user_role: role,
  is_anonymous: anonymous,
  referrer_code: null,
});
const SESSIONS: Record<Caller, object | null> = {
  visitor: null,
  anonymous: { sessionId: 1, user: user(1, 0, true), staffRole: null, blurMedia: false },
  fan: { sessionId: 2, user: user(2, 0), staffRole: null, blurMedia: false },
  creator: { sessionId: 3, user: user(3, 1), staffRole: null, blurMedia: false },
  staff: { sessionId: 4, user: user(4, 0), staffRole: 'moderator', blurMedia: false },
};

const PAST_ACCESS = 'past the access check';
// Any path into the services resolves; calling one throws (arguments are evaluated first, as with the real ones).
const services: object = new Proxy(() => undefined, {
  get: () => services,
  apply: () => {
    throw new Error(PAST_ACCESS);
  },
});

/** A concrete address for the entry, with a query that the log-in redirect must keep. */
const addressOf = (entry: RouteEntry) =>
  entry.path
    .replace('/@{user_name}', '/@someone')
    .replace('{code}', 'abc123')
    .replace(/\{\w+\}/g, '7') + '?from=test';

const paramsOf = (entry: RouteEntry) =>
  Object.fromEntries(
    entry.routePath
      .split('/')
      .filter((s) => s.startsWith(':'))
      .map((s) => [s.slice(1), s === ':handle' ? '@someone' : '7']),
  );

/** What the caller gets: the log-in or creator redirect, the access error page's status, or "page" once past the check. */
async function answer(entry: RouteEntry, caller: Caller): Promise<string> {
  const module = loaded.get(entry.module)!;
  if (!module.loader) return 'no loader';
  const request = new Request(`http://localhost${addressOf(entry)}`);
  const context = { session: SESSIONS[caller], services, ip: '127.0.0.1', refreshSession: async () => undefined };
  try {
    await module.loader({ request, context, params: paramsOf(entry) } as unknown as LoaderFunctionArgs);
    return 'page';
  } catch (thrown) {
    // Only the access answers count; any other (a services call, the page's own rule about its query) is past the check.
    const location = thrown instanceof Response ? (thrown.headers.get('Location') ?? '') : '';
    if (/^\/(login|creator_audit)\?/.test(location)) return `redirect ${location}`;
    const status = (thrown as { init?: { status?: number } } | null)?.init?.status;
    if (status === 401 || status === 403 || (status === 404 && entry.auth === 'staff')) return `status ${status}`;
    return 'page';
  }
}

const toLogin = (entry: RouteEntry) => `redirect /login?redirect=${encodeURIComponent(addressOf(entry))}`;
const toAudit = (entry: RouteEntry) => `redirect /creator_audit?redirect=${encodeURIComponent(addressOf(entry))}`;
const EXPECTED: Record<Exclude<RouteEntry['auth'], 'public'>, (entry: RouteEntry) => Record<Caller, string>> = {
  user: (e) => ({ visitor: toLogin(e), anonymous: toLogin(e), fan: 'page', creator: 'page', staff: 'page' }),
  creator: (e) => ({ visitor: toLogin(e), anonymous: toLogin(e), fan: toAudit(e), creator: 'page', staff: toAudit(e) }),
  staff: () => ({ visitor: 'status 404', anonymous: 'status 404', fan: 'status 404', creator: 'status 404', staff: 'page' }),
};
const CALLERS = Object.keys(SESSIONS) as Caller[];
const guarded = routes.filter((entry) => entry.auth !== 'public');

const loaded = new Map<string, Awaited<ReturnType<(typeof modules)[string]>>>();

describe('each page applies its manifest access in its own loader', () => {
  // Imported once, before the cases: the route modules' first import is most of the time.
  beforeAll(async () => {
    for (const module of new Set(routes.map((entry) => entry.module))) loaded.set(module, await modules[`./app/${module}`]!());
  }, 120_000);

  it('covers the pages that need a login, a creator or staff', () => {
    expect(guarded.length).toBeGreaterThan(40);
  });

  it.each(guarded.map((entry) => [entry.path, entry.auth, entry] as const))('%s (%s)', async (_path, auth, entry) => {
    const got = Object.fromEntries(await Promise.all(CALLERS.map(async (caller) => [caller, await answer(entry, caller)])));
    expect(got).toEqual(EXPECTED[auth as Exclude<RouteEntry['auth'], 'public'>](entry));
  });

  it.each(routes.filter((entry) => entry.auth === 'public' && entry.path !== '*').map((entry) => [entry.path, entry] as const))(
    '%s (public) sends nobody to log in',
    async (_path, entry) => {
      for (const caller of CALLERS) expect(await answer(entry, caller)).not.toMatch(/^redirect \/(login|creator_audit)/);
    },
  );
});
