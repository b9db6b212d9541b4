/** The feed, one post, profiles, follows, edit profile and PPV unlocks (issue 5). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS, VISIBILITY } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { follows, hiddenContent, media, postMedia, posts, users } from '../db/schema';
import { move } from '../domain/money/ledger';
import { balances } from '../domain/money';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import type { TestServer } from '../../test/server';

let t: TestServer & { dataDir: string };
beforeAll(async () => {
  t = await startIdentityServer();
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
const get = async (token: string | undefined, path: string, params: Record<string, unknown> = {}) => json(await t.call('GET', path, params, withToken(token)));
const post = async (token: string, path: string, params: Record<string, unknown>) => json(await t.call('POST', path, params, withToken(token)));

let n = 0;
async function creator(name: string) {
  const user = await signUp(t, `${name}_${++n}x`);
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, user.userId));
  return user;
}
let clock = Date.UTC(2026, 10, 1);
/** A posted post with one image, published a minute after the previous one. */
async function posted(creatorId: number, visibility: number = VISIBILITY.Everyone, price: number | null = null) {
  clock += 60_000;
  const [m] = await db()
    .insert(media)
    .values({
      ownerId: creatorId,
      kind: 1,
      mime: 'image/png',
      size: 10,
      contentHash: `h${clock}`,
      fileName: 'a.png',
      storageKey: `k${clock}`,
      width: 10,
      height: 10,
    })
    .returning();
  const [p] = await db()
    .insert(posts)
    .values({ creatorId, status: POST_STATUS.Posted, visibility, price, caption: `post ${clock}`, publishedAt: new Date(clock) })
    .returning();
  await db().insert(postMedia).values({ postId: p.id, position: 0, mediaId: m.id });
  return p.id;
}
async function grantCoins(userId: number, coins: number) {
  await move(db(), {
    kind: 'test_grant',
    userId,
    idemKey: `grant-${userId}-${coins}-${++n}`,
    params: {},
    legs: [
      { account: { system: 'provider' }, amount: -coins },
      { account: { user: userId, kind: 'wallet' }, amount: coins },
    ],
  });
}
async function feedIds(token: string | undefined, limit: number) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const { body } = await get(token, '/api/core/feed/', { limit, ...(cursor ? { cursor } : {}) });
    ids.push(...body.data.list.map((p: { post_id: number }) => p.post_id));
    cursor = body.data.next ?? undefined;
    if (!cursor) break;
  }
  return ids;
}

describe('the feed', () => {
  it('shows followed creators first, newest first, then discovery, with no post twice across pages', async () => {
    const followed = await creator('followed');
    const other = await creator('other');
    const fan = await signUp(t, `feedfan_${++n}x`);
    const a1 = await posted(followed.userId);
    const b1 = await posted(other.userId);
    const a2 = await posted(followed.userId);
    const b2 = await posted(other.userId);
    expect((await post(fan.token, '/api/core/user/follow/', { user_id: followed.userId })).body.data).toEqual({ followed: true, followers: 1 });

    for (const limit of [1, 2, 3, 10]) {
      const ids = await feedIds(fan.token, limit);
      expect(new Set(ids).size).toBe(ids.length);
      const mine = ids.filter((id) => [a1, a2, b1, b2].includes(id));
      expect(mine).toEqual([a2, a1, b2, b1]);
      // Followed posts come before every discovery post.
      expect(ids.indexOf(a1)).toBeLessThan(ids.indexOf(b2));
    }
  });

  it('keeps its place when new posts arrive while paging', async () => {
    const c = await creator('busy');
    const fan = await signUp(t, `pager_${++n}x`);
    await post(fan.token, '/api/core/user/follow/', { user_id: c.userId });
    const old = [await posted(c.userId), await posted(c.userId), await posted(c.userId)];
    const first = await get(fan.token, '/api/core/feed/', { limit: 2 });
    expect(first.body.data.list.map((p: { post_id: number }) => p.post_id)).toEqual([old[2], old[1]]);
    const fresh = await posted(c.userId);
    const second = await get(fan.token, '/api/core/feed/', { limit: 2, cursor: first.body.data.next });
    const ids = second.body.data.list.map((p: { post_id: number }) => p.post_id);
    expect(ids[0]).toBe(old[0]);
    expect(ids).not.toContain(fresh);
  });

  it("leaves a followed creator's hidden post out of the follower's pages (its author still sees it, marked) and pages on past it (ADR 114)", async () => {
    const c = await creator('hidden');
    const fan = await signUp(t, `hidfan_${++n}x`);
    await post(fan.token, '/api/core/user/follow/', { user_id: c.userId });
    const [p1, p2, p3] = [await posted(c.userId), await posted(c.userId), await posted(c.userId)];
    await db().insert(hiddenContent).values({ subjectType: 'post', subjectId: p2, authorId: c.userId, kind: 'report', reason: 'Hidden for the test' });
    const first = await get(fan.token, '/api/core/feed/', { limit: 2 });
    // The page's two followed posts are p3 and p2; p2 is hidden from the fan, the cursor goes on after it.
    expect(first.body.data.list.map((p: { post_id: number }) => p.post_id)).toEqual([p3]);
    expect(first.body.data.list[0].media[0]).toMatchObject({
      kind: 1,
      width: 10,
      height: 10,
      url: `/media/p/${p3}/${first.body.data.list[0].media[0].media_id}`,
    });
    const second = await get(fan.token, '/api/core/feed/', { limit: 2, cursor: first.body.data.next });
    expect(second.body.data.list[0].post_id).toBe(p1);
    const own = (await get(c.token, '/api/core/post/detail/', { id: p2 })).body.data.post;
    expect(own.hidden).toMatchObject({ kind: 'report', reason: 'Hidden for the test', notice_id: null });
    expect(typeof own.hidden.hidden_at).toBe('string');
  });

  it('gives anonymous visitors discovery with PPV media locked: a blurred preview, no URL', async () => {
    const c = await creator('seller');
    const ppv = await posted(c.userId, VISIBILITY.PPV, 40);
    const { body } = await get(undefined, '/api/core/post/detail/', { id: ppv });
    expect(body.data.post).toMatchObject({ post_id: ppv, access: { locked: true, unlock_price: 40, join: false } });
    expect(body.data.post.media[0]).toMatchObject({ locked: true, url: null, preview_url: `/media/p/${ppv}/${body.data.post.media[0].media_id}/preview` });
    const ids = await feedIds(undefined, 30);
    expect(ids).toContain(ppv);
    const bad = await get(undefined, '/api/core/feed/', { cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
  });
});

describe('unlocking a PPV post', () => {
  it('charges the post price once per key, opens the media, and refuses the creator and an empty wallet', async () => {
    const c = await creator('ppv');
    const fan = await signUp(t, `buyer_${++n}x`);
    const ppv = await posted(c.userId, VISIBILITY.PPV, 30);
    const broke = await post(fan.token, '/api/core/post/unlock/', { post_id: ppv, idem_key: 'unlock-broke-1' });
    expect(broke.status).toBe(402);
    expect(broke.body.error.code).toBe(ERRORS.NOT_ENOUGH_COINS.code);

    await grantCoins(fan.userId, 100);
    const results = await Promise.all([1, 2, 3].map(() => post(fan.token, '/api/core/post/unlock/', { post_id: ppv, idem_key: 'unlock-once-1' })));
    for (const r of results) expect(r.status).toBe(200);
    expect(results[0].body.data.post).toMatchObject({ access: { locked: false } });
    expect(results[0].body.data.post.media[0].url).toBe(`/media/p/${ppv}/${results[0].body.data.post.media[0].media_id}`);
    expect((await balances(db(), fan.userId)).wallet).toBe(70);
    // Another key later: already unlocked, not charged again.
    await post(fan.token, '/api/core/post/unlock/', { post_id: ppv, idem_key: 'unlock-twice-2' });
    expect((await balances(db(), fan.userId)).wallet).toBe(70);

    const own = await post(c.token, '/api/core/post/unlock/', { post_id: ppv, idem_key: 'unlock-own-1' });
    expect(own.body.error.code).toBe(ERRORS.UNLOCK_OWN_POST.code);
    const free = await posted(c.userId);
    const notForSale = await post(fan.token, '/api/core/post/unlock/', { post_id: free, idem_key: 'unlock-free-1' });
    expect(notForSale.body.error.code).toBe(ERRORS.POST_NOT_FOR_SALE.code);
  });

  it('opens the post to its creator and keeps members posts locked for others', async () => {
    const c = await creator('members');
    const fan = await signUp(t, `nonmember_${++n}x`);
    const members = await posted(c.userId, VISIBILITY.Members);
    expect((await get(c.token, '/api/core/post/detail/', { id: members })).body.data.post.access).toEqual({ locked: false });
    expect((await get(fan.token, '/api/core/post/detail/', { id: members })).body.data.post.access).toEqual({ locked: true, unlock_price: null, join: true });
  });
});

describe('profiles and follows', () => {
  it('shows counts and the follow state; a missing profile is 30023', async () => {
    const c = await creator('profiled');
    const fan = await signUp(t, `follower_${++n}x`);
    await posted(c.userId);
    const userName = (await db().select().from(users).where(eq(users.id, c.userId)))[0].userName;
    await post(fan.token, '/api/core/user/follow/', { user_id: c.userId });
    await post(fan.token, '/api/core/user/follow/', { user_id: c.userId });
    const seen = await get(fan.token, '/api/core/user/profile/', { user_name: userName });
    expect(seen.body.data.profile).toMatchObject({ user_id: c.userId, counts: { posts: 1, followers: 1, following: 0 }, followed: true, own: false });
    const followers = await get(undefined, '/api/core/user/followers/', { user_id: c.userId });
    expect(followers.body.data.list.map((u: { user_id: number }) => u.user_id)).toEqual([fan.userId]);
    const following = await get(undefined, '/api/core/user/following/', { user_id: fan.userId });
    expect(following.body.data.list.map((u: { user_id: number }) => u.user_id)).toEqual([c.userId]);
    // The creators search says who the viewer follows (anonymous: nobody).
    const found = (token: string | undefined) => get(token, '/api/core/user/list/', { query: userName });
    expect((await found(fan.token)).body.data.list).toEqual([expect.objectContaining({ user_id: c.userId, following: true })]);
    expect((await found(undefined)).body.data.list).toEqual([expect.objectContaining({ user_id: c.userId, following: false })]);
    expect((await post(fan.token, '/api/core/user/unfollow/', { user_id: c.userId })).body.data).toEqual({ followed: false, followers: 0 });
    expect((await post(fan.token, '/api/core/user/follow/', { user_id: fan.userId })).body.error.code).toBe(ERRORS.FOLLOW_SELF.code);

    const missing = await get(undefined, '/api/core/user/profile/', { user_name: 'nobody_here_at_all' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 30023, message: 'Sorry, the profile or page does not exist.' });
  });

  it("pages a profile's posts newest first with the cursor the grid's Load more sends", async () => {
    const c = await creator('gridded');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await posted(c.userId));
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 5; pages++) {
      const page = await get(undefined, '/api/core/user/posts/', { user_id: c.userId, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.list.map((p: { post_id: number }) => p.post_id));
      cursor = page.body.data.next ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('pages followers and following through rows of the same instant and the same millisecond, each once', async () => {
    const star = await creator('crowded');
    const crowd = await db()
      .insert(users)
      .values(Array.from({ length: 23 }, (_, i) => ({ userName: `crowd_${n}_${i}`, nickname: `Crowd ${i}`, isAnonymous: false })))
      .returning({ id: users.id });
    // One statement: every row gets the same created_at (now() is the statement's time, in microseconds).
    await db()
      .insert(follows)
      .values(crowd.map((u) => ({ followerId: u.id, creatorId: star.userId })));
    // And one fan following many within one millisecond, microseconds apart (the old cursor truncated to ms).
    const fan = crowd[0]!.id;
    const stars = await db()
      .insert(users)
      .values(Array.from({ length: 9 }, (_, i) => ({ userName: `star_${n}_${i}`, nickname: `Star ${i}`, isAnonymous: false, userRole: 1 })))
      .returning({ id: users.id });
    await db()
      .insert(follows)
      .values(
        stars.map((u, i) => ({
          followerId: fan,
          creatorId: u.id,
          createdAt: sql`timestamptz '2026-01-01 00:00:00.000123+00' + ${i % 3} * interval '1 microsecond'` as unknown as Date,
        })),
      );

    async function all(which: 'followers' | 'following', userId: number, limit: number) {
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 20; pages++) {
        const page = await get(undefined, `/api/core/user/${which}/`, { user_id: userId, limit, ...(cursor ? { cursor } : {}) });
        expect(page.status).toBe(200);
        seen.push(...page.body.data.list.map((u: { user_id: number }) => u.user_id));
        if (!page.body.data.next) return seen;
        cursor = page.body.data.next;
      }
      throw new Error('paging did not end');
    }
    const followers = await all('followers', star.userId, 5);
    expect(followers).toHaveLength(23);
    expect(new Set(followers).size).toBe(23);
    expect([...followers].sort((a, b) => a - b)).toEqual(crowd.map((u) => u.id).sort((a, b) => a - b));
    // Same instant: newest first falls back to the user id, descending.
    expect(followers).toEqual([...followers].sort((a, b) => b - a));

    const following = await all('following', fan, 2);
    // The crowd's fan follows `star` too (the first insert) and the nine stars.
    expect(following).toHaveLength(10);
    expect(new Set(following)).toEqual(new Set([star.userId, ...stars.map((u) => u.id)]));

    const bad = await get(undefined, '/api/core/user/followers/', { user_id: star.userId, cursor: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('edits the profile under the sign-up rules; a taken user name is refused', async () => {
    const me = await signUp(t, `editor_${++n}x`);
    const other = await signUp(t, `taken_${++n}x`);
    const short = await post(me.token, '/api/core/user/edit_profile/', { nickname: 'Me', user_name: 'abc', bio: '' });
    expect(short.status).toBe(400);
    expect(short.body.error.field).toBe('user_name');
    const otherName = (await db().select().from(users).where(eq(users.id, other.userId)))[0].userName;
    const taken = await post(me.token, '/api/core/user/edit_profile/', { nickname: 'Me Me', user_name: otherName.toUpperCase(), bio: '' });
    expect(taken.status).toBe(409);
    const ok = await post(me.token, '/api/core/user/edit_profile/', { nickname: 'Golden Me', user_name: `renamed_${n}`, bio: 'Hello there' });
    expect(ok.status).toBe(200);
    const profile = await get(undefined, '/api/core/user/profile/', { user_name: `renamed_${n}` });
    expect(profile.body.data.profile).toMatchObject({ nickname: 'Golden Me', bio: 'Hello there' });
  });

  it('counts a read once per reader and shares', async () => {
    const c = await creator('readme');
    const fan = await signUp(t, `reader_${++n}x`);
    const p = await posted(c.userId);
    for (let i = 0; i < 3; i++) expect((await post(fan.token, '/api/core/post/event/', { post_id: p })).status).toBe(200);
    expect((await post(fan.token, '/api/core/share/do_post_share/', { post_id: p })).status).toBe(200);
    const { postStats } = await import('../db/schema');
    const [stats] = await db().select().from(postStats).where(eq(postStats.postId, p));
    expect(stats).toMatchObject({ views: 1, shares: 1 });
  });
});
