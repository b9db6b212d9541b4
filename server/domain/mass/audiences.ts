/** Who a mass message reaches: followers, members or spenders of the creator, capped at MASS_USER_CAP. */
import { eq, sql } from 'drizzle-orm';
import { MASS_SPEND_DOLLARS, MASS_USER_CAP, type MassAudience } from '../../../common/mass';
import { follows } from '../../db/schema';
import type { MassDeps, Reader } from './deps';

export async function recipientsOf({ members, spenders }: MassDeps, reader: Reader, creatorId: number, audience: MassAudience): Promise<number[]> {
  if (audience === 'followers') {
    const rows = await reader.select({ id: follows.followerId }).from(follows).where(eq(follows.creatorId, creatorId)).limit(MASS_USER_CAP);
    return rows.map((r) => r.id);
  }
  if (audience === 'members') return (await members(reader, creatorId)).slice(0, MASS_USER_CAP);
  return (await spenders(reader, creatorId, MASS_SPEND_DOLLARS[audience]!)).slice(0, MASS_USER_CAP);
}

/** How many people each audience reaches now (the sender form shows it). */
export async function audienceSizes({ db, members, spenders }: MassDeps, creatorId: number): Promise<Record<MassAudience, number>> {
  const [followers, memberIds, s100, s1000, s10000] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.creatorId, creatorId)),
    members(db, creatorId),
    spenders(db, creatorId, 100),
    spenders(db, creatorId, 1000),
    spenders(db, creatorId, 10000),
  ]);
  const cap = (n: number) => Math.min(n, MASS_USER_CAP);
  return {
    followers: cap(followers[0].n),
    members: cap(memberIds.length),
    spend_over_100: cap(s100.length),
    spend_over_1000: cap(s1000.length),
    spend_over_10000: cap(s10000.length),
  };
}
