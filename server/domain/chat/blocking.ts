/** /user/blocked from chat's side: blocking stops messages (and coins) both ways (domain/blocks). */
import { block as blockUser, listBlocked, unblock as unblockUser, type BlockedUser } from '../blocks';
import type { ChatDeps } from './deps';

/** Whom the user blocked. */
export async function blocked({ db }: ChatDeps, userId: number): Promise<BlockedUser[]> {
  return listBlocked(db, userId);
}

export async function block({ db }: ChatDeps, userId: number, otherId: number): Promise<{ blocked: true }> {
  await blockUser(db, userId, otherId);
  return { blocked: true };
}

export async function unblock({ db }: ChatDeps, userId: number, otherId: number): Promise<{ blocked: false }> {
  await unblockUser(db, userId, otherId);
  return { blocked: false };
}
