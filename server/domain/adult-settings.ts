/**
 * /setting/adult_setting (issue 19 point 6, ADR 093): whether the adult popup shows for this
 * account, and whether explicit media stay blurred until tapped. Every creator's media count as
 * explicit (an adults-only product; posts carry no such flag).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { adultSettings, users } from '../db/schema';
import { confirmAdult } from './identity/accounts';
import { prepared } from '../db/prepared';

export interface AdultSettings {
  /** The 18+ popup shows before creators' profiles (spec section 5): until the account confirms being 18+. */
  show_popup: boolean;
  /** Feed, profile and chat media are blurred until tapped. */
  blur_media: boolean;
}

export async function getAdultSettings(db: Database, userId: number): Promise<AdultSettings> {
  // Prepared: the root loader reads it on every signed-in page (ADR 114).
  const [row] = await prepared(db, 'adult_settings', (d) =>
    d
      .select({ confirmedAt: users.adultConfirmedAt, blur: adultSettings.blurMedia })
      .from(users)
      .leftJoin(adultSettings, eq(adultSettings.userId, users.id))
      .where(eq(users.id, sql.placeholder('user')))
      .prepare('adult_settings'),
  ).execute({ user: userId });
  return { show_popup: !row?.confirmedAt, blur_media: row?.blur ?? false };
}

/**
 * Saves what is given. The popup is the 18+ confirmation: turning it off confirms (as the popup's
 * own answer does), turning it on withdraws the confirmation so that the popup asks again.
 */
export async function saveAdultSettings(db: Database, userId: number, change: Partial<AdultSettings>): Promise<AdultSettings> {
  if (change.show_popup === false) await confirmAdult(db, userId);
  if (change.show_popup === true) await db.update(users).set({ adultConfirmedAt: null }).where(eq(users.id, userId));
  if (change.blur_media !== undefined)
    await db
      .insert(adultSettings)
      .values({ userId, blurMedia: change.blur_media })
      .onConflictDoUpdate({ target: adultSettings.userId, set: { blurMedia: change.blur_media, updatedAt: sql`now()` } });
  return getAdultSettings(db, userId);
}
