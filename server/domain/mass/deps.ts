/** What the mass message functions need, passed in by the composition root. */
import type { Database, Tx } from '../../db';

export type Reader = Tx | Database;

export interface MassDelivery {
  creatorId: number;
  recipientId: number;
  /** Chat stores one message per (sender, client id): the same copy sent again is a no-op. */
  clientId: string;
  body: string;
  mediaIds: number[];
  price: number | null;
}

export interface MassOptions {
  db: Database;
  /** One recipient's copy, through chat. Throws a catalogue error when this recipient cannot be reached. */
  deliver: (delivery: MassDelivery) => Promise<void>;
  /** Members of a creator (the memberships domain answers; until wired, none). Reads with `db`, which may be a transaction. */
  members?: (db: Reader, creatorId: number) => Promise<number[]>;
  /** Fans who spent at least `dollars` on the creator over the last 30 days. */
  spenders?: (db: Reader, creatorId: number, dollars: number) => Promise<number[]>;
}

/** MassOptions with the defaults filled in. */
export type MassDeps = Required<MassOptions>;

export function massDeps({ members = async () => [], spenders = async () => [], ...rest }: MassOptions): MassDeps {
  return { members, spenders, ...rest };
}
