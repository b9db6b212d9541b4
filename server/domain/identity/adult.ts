/** The 18+ popup (spec section 5). */
import { getSettings } from '../system';
import { confirmAdult, userById } from './accounts';
import type { IdentityDeps } from './deps';

/** Spec section 5: the popup shows when the viewer has not confirmed, the target is a creator and AP is off. */
export async function adultPopupCheck(deps: IdentityDeps, userId: number, targetUserId: number): Promise<{ is_pop: boolean }> {
  const [viewer, target, settings] = await Promise.all([userById(deps.db, userId), userById(deps.db, targetUserId), getSettings(deps.db)]);
  return { is_pop: Boolean(viewer && !viewer.adultConfirmedAt && target?.userRole === 1 && !settings.AP) };
}

/** The viewer confirmed being 18+. */
export function adultPopupConfirm(deps: IdentityDeps, userId: number) {
  return confirmAdult(deps.db, userId);
}
