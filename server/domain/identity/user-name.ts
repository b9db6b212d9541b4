/** The sign-up's username step asks whether a name is free before the last step (issue 20 point 5). */
import { isUserNameTaken } from './accounts';
import type { IdentityDeps } from './deps';

/** Free when no account has it, in any letter case (sign-up refuses a taken one with 40901 all the same). */
export async function userNameAvailable({ db }: IdentityDeps, userName: string): Promise<{ available: boolean }> {
  return { available: !(await isUserNameTaken(db, userName)) };
}
