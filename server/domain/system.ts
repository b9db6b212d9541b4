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

/**
 * How long an operator's change written straight into `system_settings` (ADR 095) may take to be
 * seen by a running process; a change through `setSetting` is seen at once in its process (ADR 107).
 */
export const SETTINGS_TTL_MS = 30_000;

// Every page's root loader reads the settings: kept per database for SETTINGS_TTL_MS, the read in flight shared.
const cached = new WeakMap<Database, { settings: Promise<SystemSettings>; at: number }>();

/** The operator's stored values over the defaults; an unreadable stored value falls back to its default. */
export function getSettings(db: Database, now = Date.now()): Promise<SystemSettings> {
  const hit = cached.get(db);
  if (hit && now - hit.at < SETTINGS_TTL_MS) return hit.settings;
  const settings = readSettings(db).then((read) => Object.freeze(read));
  cached.set(db, { settings, at: now });
  // A failed read is not kept.
  settings.catch(() => {
    if (cached.get(db)?.settings === settings) cached.delete(db);
  });
  return settings;
}

async function readSettings(db: Database): Promise<SystemSettings> {
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
  cached.delete(db);
}

export { getUnreadCounters, type UnreadCounters } from './unread-counters';

/** Server time in whole seconds, as `system/fetch` reports it. */
export function serverTimeSeconds(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}
