/**
 * A minimal ToyService over toy_settings, until the toys helper's domain/toys replaces it (bound
 * in server/services-rooms.ts): the setting as stored, levels in increasing coins.
 */
import { eq } from 'drizzle-orm';
import type { ToySetting } from '../../../common/live';
import type { Database } from '../../db';
import { toySettings } from '../../db/schema';
import { AppError } from '../errors';
import type { ToyService } from './types';

export function basicToyService(db: Database): ToyService {
  const setting = async (creatorId: number): Promise<ToySetting> => {
    const [row] = await db.select().from(toySettings).where(eq(toySettings.userId, creatorId));
    return { enabled: row?.enabled ?? false, levels: row?.levels ?? [] };
  };
  return {
    setting,
    async saveSetting(creatorId, value) {
      if (value.levels.some((l, i) => i > 0 && l.coins <= value.levels[i - 1]!.coins)) throw new AppError('LIVE_TOY_LEVELS_ORDER');
      await db
        .insert(toySettings)
        .values({ userId: creatorId, enabled: value.enabled, levels: value.levels })
        .onConflictDoUpdate({ target: toySettings.userId, set: { enabled: value.enabled, levels: value.levels, updatedAt: new Date() } });
      return setting(creatorId);
    },
    async levelFor(creatorId, coins) {
      const { enabled, levels } = await setting(creatorId);
      if (!enabled) return null;
      // The highest level whose coins the tip reaches.
      for (let i = levels.length - 1; i >= 0; i--) {
        const l = levels[i]!;
        if (coins >= l.coins) return { level: i + 1, strength: l.strength, seconds: l.seconds };
      }
      return null;
    },
  };
}
