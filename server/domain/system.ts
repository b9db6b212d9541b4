/**
 * System settings (CT, OC, AP, SL of spec section 3), the unread counters of system/init,
 * and the server clock that browsers correct their `ts` against.
 */
import { z } from 'zod';
import type { Database } from '../db';
import { systemSettings } from '../db/schema';

export const settingsSchema = z.object({
  /** 1 or 2 selects the become-host bubble variant; other values show none. */
  CT: z.number().int(),
  /** Concierge dialog enabled. */
  OC: z.boolean(),
  /** Skip the adult popup. */
  AP: z.boolean(),
  /** Live enabled. */
  SL: z.boolean(),
});
export type SystemSettings = z.infer<typeof settingsSchema>;

/** OC defaults off (its screens are not built, ADR 095); SL is on again now that live works (ADR 104). */
export const DEFAULT_SETTINGS: SystemSettings = { CT: 1, OC: false, AP: false, SL: true };

/** The operator's stored values over the defaults; an unreadable stored value falls back to its default. */
export async function getSettings(db: Database): Promise<SystemSettings> {
  const rows = await db.select().from(systemSettings);
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    const field = settingsSchema.shape[row.key as keyof SystemSettings];
    if (field?.safeParse(row.value).success) settings[row.key] = row.value;
  }
  return settingsSchema.parse(settings);
}

export async function setSetting<K extends keyof SystemSettings>(db: Database, key: K, value: SystemSettings[K]) {
  const parsed = settingsSchema.shape[key].parse(value);
  await db
    .insert(systemSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: parsed, updatedAt: new Date() } });
}

export { getUnreadCounters, type UnreadCounters } from './unread-counters';

/** Server time in whole seconds, as `system/fetch` reports it. */
export function serverTimeSeconds(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}
