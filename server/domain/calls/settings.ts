/** A creator's call setting (/video-call/setting) and the offer viewers see on the profile and in chat. */
import { eq } from 'drizzle-orm';
import type { CallOffer, CallSetting } from '../../../common/calls';
import type { Database } from '../../db';
import { callSettings, users } from '../../db/schema';
import { blockedBetween } from '../blocks';
import { AppError } from '../errors';
import type { CallDeps } from './deps';
import { availableAt, isTimeZone } from './rules';

/** Until a creator saves one: calls off, 10 coins a minute, one minute held. */
export const DEFAULT_CALL_SETTING: CallSetting = { enabled: false, price_per_minute: 10, min_time: 1, hours: null };

export async function settingOf(db: Database, userId: number): Promise<CallSetting> {
  const [row] = await db.select().from(callSettings).where(eq(callSettings.userId, userId));
  if (!row) return DEFAULT_CALL_SETTING;
  return { enabled: row.enabled, price_per_minute: row.pricePerMinute, min_time: row.minTime, hours: row.hours ?? null };
}

async function assertCreator(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ role: users.userRole }).from(users).where(eq(users.id, userId));
  if (user?.role !== 1) throw new AppError('FORBIDDEN');
}

export async function setting({ db }: CallDeps, userId: number): Promise<CallSetting> {
  await assertCreator(db, userId);
  return settingOf(db, userId);
}

export async function saveSetting({ db }: CallDeps, userId: number, input: CallSetting): Promise<CallSetting> {
  await assertCreator(db, userId);
  if (input.hours && !isTimeZone(input.hours.time_zone)) {
    throw new AppError('BAD_REQUEST', 'hours.time_zone: not a known time zone', { field: 'hours.time_zone' });
  }
  const values = { enabled: input.enabled, pricePerMinute: input.price_per_minute, minTime: input.min_time, hours: input.hours, updatedAt: new Date() };
  await db
    .insert(callSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: callSettings.userId, set: values });
  return settingOf(db, userId);
}

/** What `viewerId` sees of a creator's calls: null when they take none (or either blocked the other). */
export async function offer({ db, clock }: CallDeps, viewerId: number, creatorId: number): Promise<CallOffer | null> {
  if (viewerId === creatorId) return null;
  const [creator] = await db.select({ role: users.userRole }).from(users).where(eq(users.id, creatorId));
  if (creator?.role !== 1) return null;
  const setting = await settingOf(db, creatorId);
  if (!setting.enabled || (await blockedBetween(db, viewerId, creatorId))) return null;
  return {
    user_id: creatorId,
    price_per_minute: setting.price_per_minute,
    min_time: setting.min_time,
    total_tokens: setting.price_per_minute * setting.min_time,
    available_now: availableAt(setting.hours, clock.now()),
    hours: setting.hours,
  };
}
