/**
 * The living demo (issue 5, ADR 043): on the first start of a new database, demo creators
 * with portraits and bios, demo fans who follow them and hold some coins, and posts with
 * pictures drawn here with sharp (SVG shapes, no downloads) and stored through the media
 * service, so variants and previews work as for any upload. Everyone, PPV and Members posts,
 * and a few scheduled ones.
 *
 * Runs once: a marker row in system_settings ("demo_seed") is written in the same transaction
 * as the demo, so a crash leaves nothing and the next start tries again, and a second process
 * waits on the marker's key and then finds it. Without `force`, a database that already has
 * signed-up users is left alone (an existing install that upgrades gets no demo).
 */
import { count, eq } from 'drizzle-orm';
import { POST_STATUS, VISIBILITY } from '../../common/content';
import type { Database } from '../db';
import { follows, postMedia, posts, systemSettings, userCovers, userPortraits, users } from '../db/schema';
import { createMediaService, type MediaLimits } from '../domain/media';
import { move } from '../domain/money/ledger';
import { coverPath, portraitPath } from '../../common/media';
import type { MediaStorage } from '../storage';
import type { MoneyConfig } from '../domain/money';
import { log } from '../log';
import { seedSocial } from './social';
import { coverSvg, portraitSvg, postSvg, render, shortLabel } from './pictures';

export const DEMO_MARKER = 'demo_seed';
/** Coins each demo fan starts with (a 'demo_grant' from the provider account). */
export const DEMO_FAN_COINS = 500;
/** Demo accounts sign in by email code; their addresses are name@DEMO_EMAIL_DOMAIN. */
export const DEMO_EMAIL_DOMAIN = 'demo.fanstage.test';

interface DemoCreator {
  userName: string;
  nickname: string;
  bio: string;
  /** Two hues of the creator's pictures. */
  hues: [number, number];
  captions: string[];
}

export const DEMO_CREATORS: DemoCreator[] = [
  {
    userName: 'luna_rivers',
    nickname: 'Luna Rivers',
    bio: 'Night skies, long exposures and slow mornings. New sets every week.',
    hues: [255, 320],
    captions: [
      'Moonrise over the lake 🌙',
      'Blue hour, no filter',
      'Behind the scenes of tonight’s shoot',
      'The full set for my supporters',
      'Members: the director’s cut',
    ],
  },
  {
    userName: 'max_fit',
    nickname: 'Max Fit',
    bio: 'Coach. Daily workouts, meal prep and the odd bad joke.',
    hues: [15, 45],
    captions: ['Leg day. You know the drill.', 'Five-minute morning routine', 'Meal prep Sunday 🥗', 'My full 12-week plan', 'Members: live Q&A recording'],
  },
  {
    userName: 'ivy.paints',
    nickname: 'Ivy Paints',
    bio: 'Oil, acrylic and a lot of coffee. Studio diaries from Lisbon.',
    hues: [95, 170],
    captions: ['Fresh canvas, fresh start', 'Colour study #12', 'Studio light this morning', 'Timelapse of the whole painting', 'Members: my palette secrets'],
  },
  {
    userName: 'nova_beats',
    nickname: 'Nova Beats',
    bio: 'Producer and DJ. Unreleased tracks and studio sessions.',
    hues: [280, 200],
    captions: ['New track drops Friday 🎧', 'Synth rack tour', 'Crowd at last night’s set', 'Stems of “Afterglow”', 'Members: unreleased demo'],
  },
  {
    userName: 'chef_marco',
    nickname: 'Chef Marco',
    bio: 'Home cooking the Italian way. Recipes my nonna would approve of.',
    hues: [0, 35],
    captions: [
      'Sunday ragù, six hours in',
      'Fresh pasta in 10 minutes',
      'Tiramisù, the real one',
      'My secret pizza dough recipe',
      'Members: knife skills class',
    ],
  },
  {
    userName: 'sky.travels',
    nickname: 'Sky Travels',
    bio: 'Backpacking the world one sunrise at a time. 42 countries and counting.',
    hues: [185, 30],
    captions: ['Sunrise in the desert', 'Street food tour 🌮', 'Hidden beach, no crowds', 'My full route guide', 'Members: packing list and budget'],
  },
];

export const DEMO_FANS = [
  { userName: 'demo_fan_alex', nickname: 'Alex' },
  { userName: 'demo_fan_sam', nickname: 'Sam' },
  { userName: 'demo_fan_jordan', nickname: 'Jordan' },
  { userName: 'demo_fan_riley', nickname: 'Riley' },
];

export const demoEmail = (userName: string) => `${userName.replace(/[_.]/g, '-')}@${DEMO_EMAIL_DOMAIN}`;

const POST_SIZE = { width: 720, height: 900 };
const PORTRAIT_PX = 480;
const DAY_MS = 86_400_000;

export interface SeedResult {
  seeded: boolean;
  reason?: 'already seeded' | 'database in use';
  creators?: number;
  fans?: number;
  posts?: number;
}

export async function seedDemo(deps: {
  db: Database;
  storage: MediaStorage;
  limits: MediaLimits;
  money: MoneyConfig;
  force?: boolean;
  now?: Date;
}): Promise<SeedResult> {
  const now = deps.now ?? new Date();
  const [marker] = await deps.db.select({ key: systemSettings.key }).from(systemSettings).where(eq(systemSettings.key, DEMO_MARKER));
  if (marker) return { seeded: false, reason: 'already seeded' };
  if (!deps.force) {
    const [{ n }] = await deps.db.select({ n: count() }).from(users).where(eq(users.isAnonymous, false));
    if (n > 0) {
      await deps.db
        .insert(systemSettings)
        .values({ key: DEMO_MARKER, value: { skipped: 'database in use', at: now.toISOString() } })
        .onConflictDoNothing();
      return { seeded: false, reason: 'database in use' };
    }
  }

  // Pictures first (CPU work, outside the transaction): sharp renders them in parallel.
  const portraits = await Promise.all(
    [
      ...DEMO_CREATORS.map((c) => ({ name: c.nickname, hues: c.hues })),
      ...DEMO_FANS.map((f, i) => ({ name: f.nickname, hues: [30 + i * 80, 200 + i * 40] as [number, number] })),
    ].map((p) =>
      render(
        portraitSvg(
          PORTRAIT_PX,
          p.hues,
          p.name
            .split(' ')
            .map((w) => w[0])
            .join('')
            .slice(0, 2)
            .toUpperCase(),
        ),
      ),
    ),
  );
  const pictures = await Promise.all(
    DEMO_CREATORS.flatMap((c, ci) =>
      c.captions.map((caption, pi) => render(postSvg(POST_SIZE.width, POST_SIZE.height, c.hues, ci * 100 + pi + 1, shortLabel(caption)))),
    ),
  );

  const covers = await Promise.all(DEMO_CREATORS.map((c, ci) => render(coverSvg(c.hues, 9000 + ci))));

  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const claimed = await db
      .insert(systemSettings)
      .values({ key: DEMO_MARKER, value: { version: 1, at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: systemSettings.key });
    if (claimed.length === 0) return { seeded: false, reason: 'already seeded' } as const;
    const media = createMediaService({ db, storage: deps.storage, limits: deps.limits });

    const people = [
      ...DEMO_CREATORS.map((c) => ({ userName: c.userName, nickname: c.nickname, bio: c.bio, role: 1 })),
      ...DEMO_FANS.map((f) => ({ userName: f.userName, nickname: f.nickname, bio: 'Here for the art (a demo fan).', role: 0 })),
    ];
    const ids: number[] = [];
    for (const [i, person] of people.entries()) {
      const [row] = await db
        .insert(users)
        .values({
          userName: person.userName,
          nickname: person.nickname,
          bio: person.bio,
          userRole: person.role,
          isAnonymous: false,
          email: demoEmail(person.userName),
          birthday: '1995-06-15',
          adultConfirmedAt: now,
          createdAt: new Date(now.getTime() - (60 - i) * DAY_MS),
        })
        .returning({ id: users.id });
      const item = await media.storeImage(row!.id, portraits[i]!, 'portrait.jpg');
      await db.insert(userPortraits).values({ userId: row!.id, mediaId: item.media_id });
      await db
        .update(users)
        .set({ portrait: portraitPath(item.media_id) })
        .where(eq(users.id, row!.id));
      ids.push(row!.id);
    }
    const creatorIds = ids.slice(0, DEMO_CREATORS.length);
    for (const [ci, creatorId] of creatorIds.entries()) {
      const item = await media.storeImage(creatorId, covers[ci]!, 'cover.jpg', undefined, 'cover');
      await db.insert(userCovers).values({ userId: creatorId, mediaId: item.media_id });
      await db
        .update(users)
        .set({ cover: coverPath(item.media_id) })
        .where(eq(users.id, creatorId));
    }
    const fanIds = ids.slice(DEMO_CREATORS.length);

    // Posts: per creator three for everyone, one PPV and one for members; the last creators' members post waits, scheduled, and so does Luna's third.
    let postCount = 0;
    let lunaPhotoMediaId = 0;
    const prices = [25, 50, 99, 15, 40, 75];
    for (const [ci, creator] of DEMO_CREATORS.entries()) {
      for (const [pi, caption] of creator.captions.entries()) {
        const visibility = pi < 3 ? VISIBILITY.Everyone : pi === 3 ? VISIBILITY.PPV : VISIBILITY.Members;
        const scheduled = (pi === 4 && ci >= 3) || (pi === 2 && ci === 0);
        const hoursAgo = (pi * DEMO_CREATORS.length + ci) * 9 + 2;
        const item = await media.storeImage(creatorIds[ci]!, pictures[ci * 5 + pi]!, `${creator.userName}-${pi + 1}.jpg`);
        const [post] = await db
          .insert(posts)
          .values({
            creatorId: creatorIds[ci]!,
            status: scheduled ? POST_STATUS.Scheduled : POST_STATUS.Posted,
            visibility,
            price: visibility === VISIBILITY.PPV ? prices[ci]! : null,
            caption,
            scheduledAt: scheduled ? new Date(now.getTime() + (ci === 0 ? 2 : ci - 2) * DAY_MS) : null,
            publishedAt: scheduled ? null : new Date(now.getTime() - hoursAgo * 3_600_000),
            createdAt: new Date(now.getTime() - (hoursAgo + 1) * 3_600_000),
          })
          .returning({ id: posts.id });
        await db.insert(postMedia).values({ postId: post!.id, position: 0, mediaId: item.media_id });
        if (ci === 0 && visibility === VISIBILITY.PPV) lunaPhotoMediaId = item.media_id;
        postCount++;
      }
    }

    // Fans follow most creators (each skips one), and start with coins.
    for (const [fi, fanId] of fanIds.entries()) {
      const followed = creatorIds.filter((_, ci) => ci !== fi);
      await db
        .insert(follows)
        .values(followed.map((creatorId, k) => ({ followerId: fanId, creatorId, createdAt: new Date(now.getTime() - (30 - k) * DAY_MS) })));
      await move(db, {
        kind: 'demo_grant',
        userId: fanId,
        serverKey: 'demo-grant',
        params: { coins: DEMO_FAN_COINS },
        legs: [
          { account: { system: 'provider' }, amount: -DEMO_FAN_COINS },
          { account: { user: fanId, kind: 'wallet' }, amount: DEMO_FAN_COINS },
        ],
      });
    }
    // Demo creators follow each other a little too, so their own feeds are not empty.
    await db.insert(follows).values(creatorIds.map((id, i) => ({ followerId: id, creatorId: creatorIds[(i + 1) % creatorIds.length]! })));
    const named = <T extends { userName: string; nickname: string }>(list: T[], idsOf: number[]) =>
      list.map((p, i) => ({ id: idsOf[i]!, userName: p.userName, nickname: p.nickname }));
    await seedSocial(db, deps.money, { creators: named(DEMO_CREATORS, creatorIds), fans: named(DEMO_FANS, fanIds), lunaPhotoMediaId }, now);
    return { seeded: true, creators: creatorIds.length, fans: fanIds.length, posts: postCount };
  });
}

/**
 * The demo as start-up adds it, in the background once the server answers (ADR 110), logged. It never rejects:
 * the demo is a nicety, and a failure keeps nothing (one transaction), so the next start tries again.
 */
export async function seedDemoLogged(deps: Parameters<typeof seedDemo>[0]): Promise<void> {
  const started = performance.now();
  const seeded = await seedDemo(deps).catch((error: unknown) => {
    log.error({ err: error }, 'seeding the demo failed; the server runs without it');
    return { seeded: false } as SeedResult;
  });
  if (!seeded.seeded) return;
  const { creators, fans, posts } = seeded;
  const ms = Math.round(performance.now() - started);
  log.info({ creators, fans, posts, ms }, 'demo added (SEED_DEMO=0 turns it off; README, "The living demo": how to sign in as one)');
}
