/**
 * Media access is per context, not per item (issue 18 point 4, ADR 088). One media item is put in
 * every pair of contexts (public, members, PPV and members-and-PPV posts, free and paid messages);
 * a viewer who opened only one of the two gets the full media through that context's URL and
 * nothing more than the context shows (a post's blurred preview) through the other's, and a
 * context the item is not in refuses it, to its owner too.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY } from '../../common/content';
import { json, signUp, startIdentityServer, withToken } from '../../test/identity';
import { fund, vaultImage } from '../../test/factories';
import type { TestServer } from '../../test/server';
import { users } from '../db/schema';
import { joinMembership, setMembershipPrice } from '../domain/money/memberships';

type Person = { token: string; userId: number };
let t: TestServer & { dataDir: string };
let creator: Person;
let bystander: Person;

beforeAll(async () => {
  t = await startIdentityServer({ POST_SCHEDULER_INTERVAL_MS: '0', MASS_JOB_INTERVAL_MS: '0', MEMBERSHIP_RENEWAL_INTERVAL_MS: '0' });
  creator = await signUp(t, 'ctx_creator');
  await db().update(users).set({ userRole: 1 }).where(eq(users.id, creator.userId));
  await setMembershipPrice(db(), { userId: creator.userId, role: 1 }, 5);
  bystander = await signUp(t, 'ctx_bystander');
});
afterAll(() => t?.close());

const db = () => t.server.database.db;
let n = 0;
const call = async (method: 'GET' | 'POST', token: string, p: string, params: Record<string, unknown>) => {
  const res = await json(await t.call(method, p, params, withToken(token)));
  expect(res.status, `${p}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
};
const status = async (token: string | undefined, p: string) => (await fetch(`${t.url}${p}`, withToken(token))).status;

async function fan(): Promise<Person> {
  const person = await signUp(t, `ctx_fan_${++n}`);
  await fund(t, person.userId, 500);
  return person;
}

const KINDS = ['public post', 'members post', 'PPV post', 'members and PPV post', 'free message', 'paid message'] as const;
type Kind = (typeof KINDS)[number];
const isPost = (kind: Kind) => kind.endsWith('post');
const VISIBILITY_OF = {
  'public post': VISIBILITY.Everyone,
  'members post': VISIBILITY.Members,
  'PPV post': VISIBILITY.PPV,
  'members and PPV post': VISIBILITY.MembersAndPPV,
};
type Context = { kind: Kind; id: number; base: (mediaId: number) => string };

async function postWith(kind: Kind, mediaIds: number[]): Promise<Context> {
  const { post_id } = await call('POST', creator.token, '/api/core/post/create/', { from: 1 });
  const visibility = VISIBILITY_OF[kind as keyof typeof VISIBILITY_OF];
  const price = kind.includes('PPV') ? { price: 10 } : {};
  await call('POST', creator.token, '/api/core/post/publish/', { post_id, caption: kind, visibility, media_ids: mediaIds, ...price });
  return { kind, id: post_id, base: (mediaId) => `/media/p/${post_id}/${mediaId}` };
}

async function messageWith(kind: Kind, to: Person, mediaIds: number[]): Promise<Context> {
  const price = kind === 'paid message' ? { price: 10 } : {};
  const { message } = await call('POST', creator.token, '/api/core/chat/send/', {
    to_user_id: to.userId,
    client_id: randomUUID(),
    body: kind,
    media_ids: mediaIds,
    ...price,
  });
  return { kind, id: message.id, base: (mediaId) => `/media/m/${message.id}/${mediaId}` };
}

/**
 * The item in contexts of kinds `a` and `b`, and a fresh viewer who opened the `opened` one only
 * (the way each kind opens: joining, buying the post, receiving the message, unlocking it). The
 * other context stays as closed as it can be for them: a paid message is theirs but not unlocked,
 * a free message went to someone else.
 */
async function scenario(a: Kind, b: Kind, opened: Kind) {
  const item = await vaultImage(t, creator.userId);
  const viewer = await fan();
  const contexts: Context[] = [];
  for (const kind of [a, b]) {
    if (isPost(kind)) contexts.push(await postWith(kind, [item]));
    else contexts.push(await messageWith(kind, kind === opened || kind === 'paid message' ? viewer : bystander, [item]));
  }
  const target = contexts[[a, b].indexOf(opened)]!;
  const member = opened === 'members post';
  if (member) await joinMembership(db(), t.config, { fanId: viewer.userId, creatorId: creator.userId, idemKey: randomUUID() });
  if (opened === 'PPV post' || opened === 'members and PPV post')
    await call('POST', viewer.token, '/api/core/post/unlock/', { post_id: target.id, idem_key: randomUUID() });
  if (opened === 'paid message') await call('POST', viewer.token, '/api/core/chat/unlock/', { message_id: target.id, idem_key: randomUUID() });
  /** The rule, said plainly: what this viewer has opened. */
  const open = (c: Context) => c === target || c.kind === 'public post' || (member && c.kind === 'members and PPV post');
  return { item, viewer, contexts, open };
}

const variant = (c: Context, mediaId: number) => `${c.base(mediaId)}/w_160,h_0`;
const preview = (c: Context, mediaId: number) => `${c.base(mediaId)}/preview`;

describe('a media item shared by two contexts is opened per context', () => {
  const pairs = KINDS.flatMap((a, i) => KINDS.slice(i + 1).map((b) => [a, b] as const));

  for (const [a, b] of pairs) {
    it(`${a} + ${b}`, { timeout: 120_000 }, async () => {
      for (const opened of [a, b]) {
        const { item, viewer, contexts, open } = await scenario(a, b, opened);
        for (const c of contexts) {
          const expected = open(c) ? 200 : 404;
          const why = `${c.kind} (viewer opened the ${opened})`;
          expect(await status(viewer.token, variant(c, item)), `full media through the ${why}`).toBe(expected);
          // A locked post still shows its blurred preview; a locked message shows nothing.
          expect(await status(viewer.token, preview(c, item)), `preview through the ${why}`).toBe(open(c) || isPost(c.kind) ? 200 : 404);
          // The creator (the owner) always; an anonymous visitor only what is public.
          expect(await status(creator.token, variant(c, item)), `creator, ${c.kind}`).toBe(200);
          expect(await status(undefined, variant(c, item)), `anonymous, ${c.kind}`).toBe(c.kind === 'public post' ? 200 : 404);
          // The URL the viewer is given for it is the context's own, or none while locked.
          if (isPost(c.kind)) {
            const { post } = await call('GET', viewer.token, '/api/core/post/detail/', { id: c.id });
            expect(post.media[0].url, `the ${why} as the viewer sees it`).toBe(open(c) ? c.base(item) : null);
          }
        }
        // The viewer's own owner-only URL gives nothing either.
        expect(await status(viewer.token, `/media/${item}/w_160,h_0`)).toBe(404);
      }
    });
  }

  it('refuses the item through a context it is not in, even one open to the viewer and to the owner', async () => {
    const item = await vaultImage(t, creator.userId);
    const other = await vaultImage(t, creator.userId);
    const viewer = await fan();
    const shown = await postWith('PPV post', [item]);
    const publicPost = await postWith('public post', [other]);
    const message = await messageWith('free message', viewer, [other]);
    const textOnly = await messageWith('free message', viewer, []);
    for (const c of [publicPost, message, textOnly]) {
      for (const token of [viewer.token, creator.token]) {
        expect(await status(token, variant(c, item)), c.kind).toBe(404);
        expect(await status(token, preview(c, item)), c.kind).toBe(404);
        expect(await status(token, `${c.base(item)}/video`), c.kind).toBe(404);
      }
      expect(await status(viewer.token, variant(c, other))).toBe(c === textOnly ? 404 : 200);
    }
    expect(await status(viewer.token, variant(shown, item))).toBe(404);
    // Ids that are not ids are not found either.
    for (const bad of [`/media/p/x/${item}/w_160,h_0`, `/media/m/0/${item}/preview`, `/media/p/${shown.id}/x/w_160,h_0`])
      expect(await status(creator.token, bad)).toBe(404);
  });

  it('the same bytes uploaded twice are one item, and still opened per post', async () => {
    const first = await vaultImage(t, creator.userId, { same: 100_000 });
    const again = await vaultImage(t, creator.userId, { same: 100_000 });
    expect(again).toBe(first);
    const sold = await postWith('PPV post', [first]);
    const everyone = await postWith('public post', [again]);
    const viewer = await fan();
    expect(await status(viewer.token, variant(everyone, first))).toBe(200);
    expect(await status(viewer.token, variant(sold, first))).toBe(404);
    expect(await status(viewer.token, preview(sold, first))).toBe(200);
  });
});
