/** The system settings every page reads, kept in memory (ADR 107): what a change is seen after. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/server';
import type { DatabaseHandle } from '../db';
import { DEFAULT_SETTINGS, getSettings, setSetting, SETTINGS_TTL_MS } from './system';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('system settings', () => {
  it('a setSetting change is seen at once; an operator row written in SQL within SETTINGS_TTL_MS; a bad stored value falls back', async () => {
    const { db } = database;
    const t0 = Date.now();
    expect(await getSettings(db, t0)).toEqual(DEFAULT_SETTINGS);

    await setSetting(db, 'SL', false);
    expect((await getSettings(db, t0)).SL).toBe(false);

    // The operator's way (ADR 095): the row itself, which this process learns of when its copy expires.
    await db.execute(sql`insert into system_settings (key, value) values ('OC', 'true'::jsonb)`);
    expect((await getSettings(db, t0 + 1000)).OC).toBe(false);
    expect((await getSettings(db, t0 + SETTINGS_TTL_MS + 1)).OC).toBe(true);

    await db.execute(sql`insert into system_settings (key, value) values ('CT', '"yes"'::jsonb)`);
    expect((await getSettings(db, t0 + 2 * SETTINGS_TTL_MS + 2)).CT).toBe(DEFAULT_SETTINGS.CT);
  });

  it('callers share one frozen copy: no caller can change what the next one reads', async () => {
    const first = await getSettings(database.db);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await getSettings(database.db)).toBe(first);
  });
});
