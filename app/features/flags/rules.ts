/**
 * The system-flag rules of spec sections 3, 4 and 6 that decide what a viewer is shown.
 * Pure functions; RoleHints.tsx renders from them.
 */
import type { EntryMatch, Viewer } from '../../lib/navigation';
import { isOwnProfile } from '../../lib/navigation';

/** CT 1 or 2 selects the become-host bubble variant; other values show none. */
export function becomeHostVariant(ct: number): 1 | 2 | null {
  return ct === 1 || ct === 2 ? ct : null;
}

/** The bubble shows to a non-creator landing on a tab page (home, notifications, messages, own profile). */
export function showsBecomeHost(match: EntryMatch | null, viewer: Viewer, ct: number): boolean {
  if (!match || viewer.userRole === 1 || becomeHostVariant(ct) === null) return false;
  return match.entry.tabBar === true || isOwnProfile(match, viewer);
}

/** Creators see the concierge dialog when OC is on. */
export function showsConcierge(viewer: Viewer, oc: boolean): boolean {
  return viewer.loggedIn && viewer.userRole === 1 && oc;
}

/**
 * Where the concierge dialog's confirm goes: set-up when the agent is not set up (custody
 * status 0 or 1, or not known yet), otherwise its management page.
 */
export function conciergeTarget(custodyStatus: string | null): string {
  return custodyStatus === null || custodyStatus === '' || custodyStatus === '0' || custodyStatus === '1'
    ? '/personal-agent/setting'
    : '/personal-agent/manage';
}

export const CONCIERGE_TEXTS = {
  title: 'Meet your Concierge Agent',
  body: 'Your Concierge Agent will help manage your account, engage with your fans, and maximize your earnings.',
  offer: 'Enjoy it free for your first 1 month! After that, a small service fee applies.',
} as const;
