import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { users } from '../db/schema';
import { authorIsActive } from './standing/rules';

export interface PublicProfile {
  user_id: number;
  user_name: string;
  nickname: string;
  portrait: string;
  /** The cover image's URL, '' for none (ADR 097). */
  cover: string;
  bio: string;
  user_role: 0 | 1;
}

/** A signed-up user's public profile by user name (anonymous accounts have none). */
export async function findProfile(db: Database, userName: string): Promise<PublicProfile | null> {
  if (userName.length > 64) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userName, userName), eq(users.isAnonymous, false), authorIsActive(users.id)));
  if (!row) return null;
  return {
    user_id: row.id,
    user_name: row.userName,
    nickname: row.nickname,
    portrait: row.portrait,
    cover: row.cover,
    bio: row.bio,
    user_role: row.userRole === 1 ? 1 : 0,
  };
}
