/**
 * The demo's money and conversations (issue 20): every demo creator offers a membership and
 * charges for messages past the free ones, most take video calls (issue 21); demo fans are members of some creators and one fan
 * talks with Luna Rivers, with a paid photo among the messages. All of it goes through the same
 * domain functions the API uses (memberships through the ledger, messages through chat's send),
 * inside the seed's transaction.
 */
import type { Database } from '../db';
import { callSettings, chatSettings } from '../db/schema';
import { chatFunctions } from '../domain/chat';
import { chatDeps } from '../domain/chat/deps';
import { joinMembership, setMembershipPrice } from '../domain/money/memberships';
import type { MoneyConfig } from '../domain/money';

/** Monthly membership prices in dollars, one per demo creator (in order). */
export const DEMO_MEMBERSHIP_DOLLARS = [5, 8, 6, 10, 7, 4];
/** Coins per message past the free ones, per demo creator. */
export const DEMO_MESSAGE_PRICES = [10, 5, 0, 8, 5, 3];
/** Video calls per demo creator: coins per minute and minutes held, or null for calls off (Luna: 20 a minute, 3 held). */
export const DEMO_CALLS: ({ price: number; minTime: number } | null)[] = [
  { price: 20, minTime: 3 },
  { price: 15, minTime: 1 },
  null,
  { price: 10, minTime: 2 },
  { price: 0, minTime: 1 },
  null,
];
/** The fan (index) and creator (index) pairs that are members. */
export const DEMO_MEMBERSHIPS: [fan: number, creator: number][] = [
  [0, 0],
  [0, 2],
  [1, 1],
  [2, 0],
  [3, 4],
];
/** Coins of the paid photo in the demo conversation. */
export const DEMO_PAID_PHOTO_COINS = 30;

export interface DemoPeople {
  creators: { id: number; userName: string; nickname: string }[];
  fans: { id: number; userName: string; nickname: string }[];
  /** A picture of the first creator's to send as a paid photo. */
  lunaPhotoMediaId: number;
}

export async function seedSocial(db: Database, money: MoneyConfig, people: DemoPeople, now: Date) {
  for (const [i, creator] of people.creators.entries()) {
    await setMembershipPrice(db, { userId: creator.id, role: 1 }, DEMO_MEMBERSHIP_DOLLARS[i % DEMO_MEMBERSHIP_DOLLARS.length]!);
    await db.insert(chatSettings).values({ userId: creator.id, price: DEMO_MESSAGE_PRICES[i % DEMO_MESSAGE_PRICES.length]!, freeMessages: 3 });
    const calls = DEMO_CALLS[i % DEMO_CALLS.length];
    if (calls) await db.insert(callSettings).values({ userId: creator.id, enabled: true, pricePerMinute: calls.price, minTime: calls.minTime });
  }
  for (const [fan, creator] of DEMO_MEMBERSHIPS) {
    const fanId = people.fans[fan]!.id;
    const creatorId = people.creators[creator]!.id;
    await joinMembership(db, money, { fanId, creatorId, idemKey: `demo-join-${creatorId}` }, now);
  }

  // Alex and Luna talk; Luna sends a paid photo Alex has not unlocked yet.
  const chat = chatDeps({ db, deliver: () => undefined, money });
  const alex = { ...people.fans[0]!, role: 0 as 0 | 1 };
  const luna = { ...people.creators[0]!, role: 1 as 0 | 1 };
  const as = (u: typeof alex) => ({ user_id: u.id, user_name: u.userName, nickname: u.nickname, portrait: '', user_role: u.role });
  const lines: [from: typeof alex, to: typeof alex, body: string, extra?: { price: number; media_ids: number[] }][] = [
    [alex, luna, 'Hi Luna! The moonrise set is stunning. Where was it taken?'],
    [luna, alex, 'Thank you! A little lake two hours north of the city. I go there every full moon.'],
    [alex, luna, 'Would love to see more from that night 🌙'],
    [luna, alex, 'Here is one I kept for you, the best frame of the night.', { price: DEMO_PAID_PHOTO_COINS, media_ids: [people.lunaPhotoMediaId] }],
  ];
  for (const [n, [from, to, body, extra]] of lines.entries()) {
    await chatFunctions.send(chat, as(from), { to_user_id: to.id, client_id: `demo-${n}`, msg_type: 1, body, ...extra });
  }
}
