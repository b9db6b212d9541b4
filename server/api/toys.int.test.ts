/** The toys API (issue 22 point 5): a creator's tip levels saved and read back, their order rule, and the level a tip triggers. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '../../common/errors';
import { LIVE_API, TOY_LEVELS_MAX } from '../../common/live';
import { json, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { createSession } from '../domain/sessions';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function person(role: 0 | 1) {
  const [user] = await t.server.database.db
    .insert(users)
    .values({ userName: `toys_api_${++n}`, nickname: `Toy ${n}`, isAnonymous: false, userRole: role })
    .returning();
  const { token } = await createSession(t.server.database.db, user!.id);
  const get = () => t.call('GET', `/api${LIVE_API.toySetting}`, {}, withToken(token)).then(json);
  const save = (body: Record<string, unknown>) => t.call('POST', `/api${LIVE_API.toySettingSave}`, body, withToken(token)).then(json);
  return { id: user!.id, get, save };
}

const levels = [
  { coins: 10, strength: 5, seconds: 5 },
  { coins: 50, strength: 12, seconds: 10 },
  { coins: 100, strength: 20, seconds: 30 },
];

it('keeps a creator’s levels; off with none until saved', async () => {
  const creator = await person(1);
  expect(await creator.get()).toMatchObject({ status: 200, body: { data: { enabled: false, levels: [] } } });
  expect(await creator.save({ enabled: true, levels })).toMatchObject({ status: 200, body: { data: { enabled: true, levels } } });
  expect(await creator.get()).toMatchObject({ status: 200, body: { data: { enabled: true, levels } } });
  // Removing a level and turning toys off are saved as well.
  expect(await creator.save({ enabled: false, levels: levels.slice(0, 1) })).toMatchObject({ body: { data: { enabled: false, levels: levels.slice(0, 1) } } });
});

it('refuses levels out of order, too many levels, and strengths or seconds out of range', async () => {
  const creator = await person(1);
  const order = await creator.save({ enabled: true, levels: [levels[1], levels[0]] });
  expect(order).toMatchObject({ status: 400, body: { error: { code: ERRORS.LIVE_TOY_LEVELS_ORDER.code, field: 'levels.1.coins' } } });
  const same = await creator.save({ enabled: true, levels: [levels[0], { ...levels[1], coins: levels[0]!.coins }] });
  expect(same).toMatchObject({ status: 400, body: { error: { code: ERRORS.LIVE_TOY_LEVELS_ORDER.code, field: 'levels.1.coins' } } });
  const many = Array.from({ length: TOY_LEVELS_MAX + 1 }, (_, i) => ({ coins: i + 1, strength: 1, seconds: 1 }));
  expect((await creator.save({ enabled: true, levels: many })).status).toBe(400);
  expect((await creator.save({ enabled: true, levels: [{ coins: 1, strength: 21, seconds: 1 }] })).status).toBe(400);
  expect((await creator.save({ enabled: true, levels: [{ coins: 1, strength: 1, seconds: 61 }] })).status).toBe(400);
  // Nothing of the refused saves was kept.
  expect(await creator.get()).toMatchObject({ body: { data: { enabled: false, levels: [] } } });
});

it('is for creators only', async () => {
  const fan = await person(0);
  expect((await fan.get()).status).toBe(403);
  expect((await fan.save({ enabled: true, levels })).status).toBe(403);
});

it('gives the highest level a tip reaches, none below the first or when toys are off', async () => {
  const creator = await person(1);
  const { toys } = t.server.services;
  expect(await toys.levelFor(creator.id, 500)).toBeNull();
  await creator.save({ enabled: true, levels });
  expect(await toys.levelFor(creator.id, 9)).toBeNull();
  expect(await toys.levelFor(creator.id, 10)).toEqual({ level: 1, strength: 5, seconds: 5 });
  expect(await toys.levelFor(creator.id, 99)).toEqual({ level: 2, strength: 12, seconds: 10 });
  expect(await toys.levelFor(creator.id, 100)).toEqual({ level: 3, strength: 20, seconds: 30 });
  expect(await toys.levelFor(creator.id, 5000)).toEqual({ level: 3, strength: 20, seconds: 30 });
  await creator.save({ enabled: false, levels });
  expect(await toys.levelFor(creator.id, 100)).toBeNull();
});
