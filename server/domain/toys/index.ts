/**
 * Toys (issue 22 point 5, ADR 103): a creator's tip levels for their Lovense toy. The server only
 * keeps the levels and says which one a tip triggers; the creator's browser drives the toy.
 */
import { eq } from 'drizzle-orm';
import { TOY_LEVELS_MAX, type ToyLevel, type ToySetting } from '../../../common/live';
import type { Database } from '../../db';
import { toySettings } from '../../db/schema';
import { AppError } from '../errors';
import type { ToyService } from '../live/types';

/** Until a creator saves one: toys off, no levels. */
export const DEFAULT_TOY_SETTING: ToySetting = { enabled: false, levels: [] };

/** The one rule on levels: strictly ascending coins (level n+1 needs more than level n), at most TOY_LEVELS_MAX. */
export function checkLevels(levels: ToyLevel[]): void {
  if (levels.length > TOY_LEVELS_MAX) throw new AppError('BAD_REQUEST', `levels: at most ${TOY_LEVELS_MAX}`, { field: 'levels' });
  levels.forEach((level, i) => {
    if (i > 0 && level.coins <= levels[i - 1]!.coins) throw new AppError('LIVE_TOY_LEVELS_ORDER', undefined, { field: `levels.${i}.coins` });
  });
}

/** The level (1-based) a tip of `coins` reaches: the highest whose coins it reaches; null when off or none. */
export function levelOf(setting: ToySetting, coins: number): { level: number; strength: number; seconds: number } | null {
  if (!setting.enabled) return null;
  let found: { level: number; strength: number; seconds: number } | null = null;
  setting.levels.forEach((level, i) => {
    if (coins >= level.coins) found = { level: i + 1, strength: level.strength, seconds: level.seconds };
  });
  return found;
}

async function settingOf(db: Database, userId: number): Promise<ToySetting> {
  const [row] = await db.select().from(toySettings).where(eq(toySettings.userId, userId));
  return row ? { enabled: row.enabled, levels: row.levels } : DEFAULT_TOY_SETTING;
}

/** Creator access is declared on the endpoints (server/api/toys.ts); the live domain calls levelFor for a tip. */
export function createToyService({ db }: { db: Database }): ToyService {
  return {
    setting: (creatorId) => settingOf(db, creatorId),
    saveSetting: async (creatorId, setting) => {
      checkLevels(setting.levels);
      const levels = setting.levels.map(({ coins, strength, seconds }) => ({ coins, strength, seconds }));
      const values = { enabled: setting.enabled, levels, updatedAt: new Date() };
      await db
        .insert(toySettings)
        .values({ userId: creatorId, ...values })
        .onConflictDoUpdate({ target: toySettings.userId, set: values });
      return settingOf(db, creatorId);
    },
    levelFor: async (creatorId, coins) => levelOf(await settingOf(db, creatorId), coins),
  };
}
