/**
 * Navigation rules of spec section 2, driven by routes.manifest.ts: which entry a path is,
 * where a guard, an auth requirement or an external target sends it, the tab bar, and the
 * back-stack rules. Pure functions: the root loader, the shell and entry.client call them.
 */
import { loginRedirectPath } from '../../common/errors-core';
import { routes, type ExternalTarget, type GuardName, type RouteEntry } from '../../routes.manifest';

export interface EntryMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Static segments win over dynamic ones, which win over the splat (as Remix ranks them). */
function score(pattern: string[], routePath: string): number {
  if (routePath === '*') return -1;
  return pattern.reduce((sum, s) => sum + (s.startsWith(':') ? 1 : 10), 0);
}
// Split and ranked once at load: every page load and every navigation matches against these.
const ranked = routes
  .map((entry) => {
    const pattern = segmentsOf(entry.routePath);
    return { entry, pattern, score: score(pattern, entry.routePath) };
  })
  .sort((a, b) => b.score - a.score);

export function matchEntry(pathname: string): EntryMatch | null {
  const parts = segmentsOf(pathname);
  for (const { entry, pattern } of ranked) {
    if (entry.routePath === '*') return { entry, params: { '*': parts.join('/') } };
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((seg, i) => {
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = decodeURIComponent(parts[i]);
        return true;
      }
      return seg.toLowerCase() === parts[i].toLowerCase();
    });
    if (matches) return { entry, params };
  }
  return null;
}

export interface Viewer {
  loggedIn: boolean;
  userRole: 0 | 1 | null;
  userName: string | null;
}

/** The viewer the rules see, from the session's user (null: a visitor without a session). */
export function viewerOf(user: { is_anonymous: boolean; user_role: 0 | 1; user_name: string } | null): Viewer {
  return { loggedIn: Boolean(user && !user.is_anonymous), userRole: user ? user.user_role : null, userName: user?.user_name ?? null };
}

/** The profile route takes "@name"; anything else under it is not a page. */
export function profileUserName(handle: string | undefined): string | null {
  return handle && handle.startsWith('@') && handle.length > 1 ? handle.slice(1) : null;
}

export function isOwnProfile(match: EntryMatch, viewer: Viewer): boolean {
  return match.entry.id === 'profile' && viewer.loggedIn && profileUserName(match.params.handle) === viewer.userName;
}

type Guard = (url: URL, viewer: Viewer, hash?: string) => string | null;

const GUARDS: Record<GuardName, Guard> = {
  chatRoom: (url) => {
    const q = url.searchParams;
    return q.has('activeContactId') || (q.has('u1') && q.has('u2')) || q.has('is_login') ? null : '/home';
  },
  // The hash is only known in the browser: without it the login guard waits for the client.
  login: (_url, viewer, hash) => (viewer.loggedIn && hash !== undefined && hash !== '#step_7' ? '/home' : null),
  landing: (url, viewer) => (viewer.loggedIn ? `/home${url.search}` : null),
};

/** A manifest entry names a guard that has no rule (spec section 8: 500 "Unknown middleware"). */
export class UnknownGuardError extends Error {
  constructor(readonly guard: string) {
    super(`Unknown middleware: ${guard}`);
  }
}

/** Where a redirect or a guard of the manifest sends this URL, or null to stay. */
export function guardTarget(entry: RouteEntry, url: URL, viewer: Viewer, hash?: string): string | null {
  if (entry.redirect) return entry.redirect.to + (entry.redirect.keepQuery ? url.search : '');
  if (!entry.guard) return null;
  const guard = GUARDS[entry.guard] as Guard | undefined;
  if (!guard) throw new UnknownGuardError(entry.guard);
  return guard(url, viewer, hash);
}

/** public pages are open; user pages need a login; creator pages a creator (role 0 goes to the creator audit). */
export function authTarget(entry: Pick<RouteEntry, 'auth'>, viewer: Viewer, currentPath: string): string | null {
  // Staff pages are gated by the server (server/http/staff-gate.ts), which answers 404 before any page.
  if (entry.auth === 'public' || entry.auth === 'staff') return null;
  if (!viewer.loggedIn) return loginRedirectPath(currentPath);
  if (entry.auth === 'creator' && viewer.userRole !== 1) return `/creator_audit?redirect=${encodeURIComponent(currentPath)}`;
  return null;
}

export function externalTarget(entry: RouteEntry, targets: Partial<Record<ExternalTarget, string | undefined>>): string | null {
  return (entry.external && targets[entry.external]) || null;
}

/** The first place a request must go instead of this page, or null. */
export function navigationTarget(url: URL, viewer: Viewer, externals: Partial<Record<ExternalTarget, string | undefined>>): string | null {
  const match = matchEntry(url.pathname);
  if (!match) return null;
  // ?show_create_post=1 on any page opens the post creator (spec section 2) for a creator; others stay where they are.
  if (url.searchParams.get('show_create_post') === '1' && viewer.loggedIn && viewer.userRole === 1 && url.pathname !== '/publish') return '/publish';
  const currentPath = url.pathname + url.search;
  return externalTarget(match.entry, externals) ?? guardTarget(match.entry, url, viewer) ?? authTarget(match.entry, viewer, currentPath);
}

/** The bottom tab bar shows on /home, /notifications, /message and the viewer's own profile. */
export function showsTabBar(match: EntryMatch, viewer: Viewer): boolean {
  const { tabBar } = match.entry;
  return tabBar === 'own-profile' ? isOwnProfile(match, viewer) : tabBar;
}

/** A tab opened from a link starts with 1 entry; a URL typed into a new tab with 2 (the new-tab page). */
export const SHORT_HISTORY_MAX = 2;

/**
 * Back-stack rule: with a short history and the age gate accepted, landing on a page other
 * than /, /login, /home, /message, /notifications or the own profile first pushes /home.
 */
export function shouldPushHome(match: EntryMatch | null, viewer: Viewer, historyLength: number, ageGateAccepted: boolean): boolean {
  if (!match || !ageGateAccepted || historyLength > SHORT_HISTORY_MAX) return false;
  const root = match.entry.backStackRoot;
  return root === 'own-profile' ? !isOwnProfile(match, viewer) : !root;
}

/** A back navigation that lands on /home (with a query or hash left over) is replaced with /home. */
export function replaceOnBack(action: 'POP' | 'PUSH' | 'REPLACE', location: { pathname: string; search: string; hash: string }): boolean {
  return action === 'POP' && location.pathname === '/home' && (location.search !== '' || location.hash !== '');
}
