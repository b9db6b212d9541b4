/**
 * Blocked locations (issue 19 point 5, ADR 093): a creator blocks a country or a US state; a
 * visitor from there (X-Forwarded-For behind TRUST_PROXY=loopback, located by geoip-lite) gets
 * 30023 and no byte of the creator's profile, posts, media or chat, and the blocked-location event
 * is recorded; the creator is never blocked; other places are not. Also the adult content setting.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { fakeIp, json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';
import { signUpCreator, vaultImage } from '../../test/factories';
import { blockedLocationEvents, users } from '../db/schema';
import { geoipPlace } from '../domain/locations/geoip';

/** Addresses and where the shipped GeoLite2 data puts them (checked first: newer data may move one). */
const FRANCE = '2.2.2.2';
const NEW_YORK = '72.229.28.185';
const CALIFORNIA = '63.245.208.1';
const QUEBEC = '24.48.0.1';

type Person = { token: string; userId: number };
let t: TestServer & { dataDir: string };
let creator: Person;
let fan: Person;
let postId: number;
let mediaId: number;
let conversationId: number;
const CAPTION = 'geo-caption-only-for-allowed-places';

const db = () => t.server.database.db;
const as = (token: string | undefined, ip: string) => withToken(token, ip);
const ok = async (res: Response) => {
  const answer = await json(res);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
/** 30023 and nothing else: the body is the error alone. */
async function refused(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(404);
  expect(JSON.parse(text).error.code).toBe(ERRORS.PROFILE_NOT_FOUND.code);
  expect(JSON.parse(text).error.message).toBe('Sorry, the profile or page does not exist.');
  expect(text).not.toContain(CAPTION);
  expect(text).not.toContain('geo_creator');
}

const profile = (token: string | undefined, ip: string) => t.call('GET', '/api/core/user/profile/', { user_name: 'geo_creator' }, as(token, ip));
const posts = (token: string | undefined, ip: string) => t.call('GET', '/api/core/user/posts/', { user_id: creator.userId }, as(token, ip));
const detail = (token: string | undefined, ip: string) => t.call('GET', '/api/core/post/detail/', { id: postId }, as(token, ip));
const picture = (token: string | undefined, ip: string) => fetch(`${t.url}/media/p/${postId}/${mediaId}/w_160,h_0`, as(token, ip));
const feedHas = async (token: string | undefined, ip: string) =>
  ((await ok(await t.call('GET', '/api/core/feed/', { limit: 30 }, as(token, ip)))).list as { post_id: number }[]).some((p) => p.post_id === postId);
const addPlace = (country: string, region = '') => t.call('POST', '/api/core/user/blocked_location/add/', { country, region }, as(creator.token, fakeIp()));

beforeAll(async () => {
  t = await startIdentityServer({ POST_SCHEDULER_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0', MEMBERSHIP_RENEWAL_INTERVAL_MS: '0' });
  creator = await signUpCreator(t, 'geo_creator');
  fan = await signUp(t, 'geo_fan');
  mediaId = await vaultImage(t, creator.userId);
  ({ post_id: postId } = await ok(await t.call('POST', '/api/core/post/create/', { from: 1 }, as(creator.token, fakeIp()))));
  await ok(
    await t.call(
      'POST',
      '/api/core/post/publish/',
      { post_id: postId, caption: CAPTION, visibility: VISIBILITY.Everyone, media_ids: [mediaId] },
      as(creator.token, fakeIp()),
    ),
  );
  ({ conversation_id: conversationId } = await ok(await t.call('POST', '/api/core/chat/open/', { user_id: creator.userId }, as(fan.token, fakeIp()))));
});
afterAll(() => t?.close());

it('the shipped IP database places the test addresses', async () => {
  expect(await geoipPlace(FRANCE)).toMatchObject({ country: 'FR' });
  expect(await geoipPlace(NEW_YORK)).toEqual({ country: 'US', region: 'NY' });
  expect(await geoipPlace(CALIFORNIA)).toEqual({ country: 'US', region: 'CA' });
  expect(await geoipPlace(QUEBEC)).toEqual({ country: 'CA', region: 'QC' });
  for (const nowhere of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.1', 'unknown']) expect(await geoipPlace(nowhere)).toBeNull();
});

describe('a creator blocks France', () => {
  it('adds it once; the same place again is "Location already exists."; unknown places are refused', async () => {
    const { location } = await ok(await addPlace('FR'));
    expect(location).toMatchObject({ country: 'FR', region: '' });
    const again = await json(await addPlace('FR'));
    expect([again.status, again.body.error.code, again.body.error.message]).toEqual([409, 40945, 'Location already exists.']);
    for (const [country, region] of [
      ['ZZ', ''],
      ['FR', 'NY'],
      ['US', 'XX'],
      ['us', ''],
    ]) {
      const bad = await json(await addPlace(country!, region));
      expect(bad.status, `${country} ${region}`).toBe(400);
    }
    const { list } = await ok(await t.call('GET', '/api/core/user/blocked_location/list/', {}, as(creator.token, fakeIp())));
    expect(list).toEqual([{ id: location.id, country: 'FR', region: '' }]);
  });

  it('a visitor from France gets 30023 and no byte of the profile, posts, post, media; the feed leaves the post out', async () => {
    const events = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(blockedLocationEvents)
          .where(eq(blockedLocationEvents.creatorId, creator.userId))
      )[0]!.n;
    const before = await events();
    for (const who of [undefined, fan.token]) {
      await refused(await profile(who, FRANCE));
      await refused(await posts(who, FRANCE));
      await refused(await detail(who, FRANCE));
      const media = await picture(who, FRANCE);
      expect(media.status).toBe(404);
      expect(media.headers.get('content-type')).toMatch(/json/);
      expect((await media.json()).error.code).toBe(ERRORS.PROFILE_NOT_FOUND.code);
      expect((await fetch(`${t.url}/media/p/${postId}/${mediaId}/preview`, as(who, FRANCE))).status).toBe(404);
      expect(await feedHas(who, FRANCE)).toBe(false);
    }
    // The blocked-location event: recorded, with the place only (no visitor, no address).
    expect(await events()).toBeGreaterThan(before);
    const [event] = await db().select().from(blockedLocationEvents).where(eq(blockedLocationEvents.creatorId, creator.userId)).limit(1);
    expect(Object.keys(event!).sort()).toEqual(['country', 'createdAt', 'creatorId', 'id', 'region']);
    expect(event).toMatchObject({ country: 'FR', region: '' });
  });

  it('a fan from France cannot open, write to or read the chat with the creator', async () => {
    await refused(await t.call('POST', '/api/core/chat/open/', { user_id: creator.userId }, as(fan.token, FRANCE)));
    await refused(await t.call('POST', '/api/core/chat/send/', { to_user_id: creator.userId, client_id: randomUUID(), body: 'hi' }, as(fan.token, FRANCE)));
    await refused(await t.call('GET', '/api/core/chat/history/', { conversation_id: conversationId }, as(fan.token, FRANCE)));
  });

  it('elsewhere (another country, a private or loopback address) everything is served', async () => {
    for (const ip of [NEW_YORK, fakeIp(), '127.0.0.1']) {
      expect((await profile(undefined, ip)).status).toBe(200);
      expect((await posts(fan.token, ip)).status).toBe(200);
      expect((await detail(fan.token, ip)).status).toBe(200);
      expect((await picture(fan.token, ip)).status).toBe(200);
      expect(await feedHas(fan.token, ip)).toBe(true);
    }
    await ok(await t.call('POST', '/api/core/chat/send/', { to_user_id: creator.userId, client_id: randomUUID(), body: 'hi' }, as(fan.token, NEW_YORK)));
  });

  it('the creator in France is never blocked from their own content', async () => {
    expect((await profile(creator.token, FRANCE)).status).toBe(200);
    expect((await posts(creator.token, FRANCE)).status).toBe(200);
    expect((await detail(creator.token, FRANCE)).status).toBe(200);
    expect((await picture(creator.token, FRANCE)).status).toBe(200);
  });
});

describe('a US state', () => {
  it('blocks visitors in that state only, until removed', async () => {
    const { location } = await ok(await addPlace('US', 'NY'));
    await refused(await profile(fan.token, NEW_YORK));
    expect((await profile(fan.token, CALIFORNIA)).status).toBe(200);
    expect((await profile(fan.token, QUEBEC)).status).toBe(200);
    await ok(await t.call('POST', '/api/core/user/blocked_location/remove/', { id: location.id }, as(creator.token, fakeIp())));
    expect((await profile(fan.token, NEW_YORK)).status).toBe(200);
    const gone = await json(await t.call('POST', '/api/core/user/blocked_location/remove/', { id: location.id }, as(creator.token, fakeIp())));
    expect(gone.status).toBe(404);
  });

  it("another creator's list is their own", async () => {
    const other = await signUp(t, 'geo_other');
    await db().update(users).set({ userRole: 1 }).where(eq(users.id, other.userId));
    const { list } = await ok(await t.call('GET', '/api/core/user/blocked_location/list/', {}, as(other.token, fakeIp())));
    expect(list).toEqual([]);
    const [france] = (await ok(await t.call('GET', '/api/core/user/blocked_location/list/', {}, as(creator.token, fakeIp())))).list;
    const theirs = await json(await t.call('POST', '/api/core/user/blocked_location/remove/', { id: france.id }, as(other.token, fakeIp())));
    expect(theirs.status).toBe(404);
  });
});

describe('the adult content setting', () => {
  it('blur is off until saved; the adult popup check honours the account turning the popup off and on', async () => {
    const viewer = await signUp(t, `geo_viewer_${process.pid}`);
    const get = () => t.call('GET', '/api/core/user/adult_setting/', {}, as(viewer.token, fakeIp()));
    const save = (change: Record<string, boolean>) => t.call('POST', '/api/core/user/adult_setting/save/', change, as(viewer.token, fakeIp()));
    const popup = async () =>
      (await ok(await t.call('POST', '/api/core/user/adult_popup/check/', { target_user_id: creator.userId }, as(viewer.token, fakeIp())))).is_pop;
    expect(await ok(await get())).toEqual({ show_popup: true, blur_media: false });
    expect(await popup()).toBe(true);
    expect(await ok(await save({ blur_media: true }))).toEqual({ show_popup: true, blur_media: true });
    expect(await ok(await save({ show_popup: false }))).toEqual({ show_popup: false, blur_media: true });
    expect(await popup()).toBe(false);
    expect(await ok(await save({ show_popup: true }))).toEqual({ show_popup: true, blur_media: true });
    expect(await popup()).toBe(true);
    expect(await ok(await get())).toEqual({ show_popup: true, blur_media: true });
  });
});
