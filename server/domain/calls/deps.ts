/** What the calls functions need from the rest of the server, passed in by the composition root. */
import type { EmitToUser } from '../../../common/realtime';
import type { Database } from '../../db';
import type { MoneyConfig } from '../money';
import type { PushPayload } from '../push';
import type { CallClock } from './clock';
import { systemClock } from './clock';

export interface CallOptions {
  db: Database;
  money: MoneyConfig;
  /** Every socket of a user, on every process. */
  emit: EmitToUser;
  /** Web push to the user's devices (a closed tab still rings). */
  push?: { sendToUser(userId: number, payload: PushPayload): Promise<unknown> };
  /**
   * The user ids in a call's socket room, on every process (realtime/calls.ts). Left out, both
   * members count as present, so a call never ends as abandoned by mistake.
   */
  present?: (callId: number) => Promise<number[]>;
  clock?: CallClock;
}

export type CallDeps = Required<Omit<CallOptions, 'push' | 'present'>> & Pick<CallOptions, 'push' | 'present'>;

export function callDeps({ clock = systemClock(), ...rest }: CallOptions): CallDeps {
  return { clock, ...rest };
}
