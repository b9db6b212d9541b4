/** Live views and events for the room's tests and stories. */
import type { LiveChatLine, LiveGiftEvent, LiveParty, LiveSummary, LiveView } from '../../../../common/live';

export const creatorParty: LiveParty = { id: 2, nick_name: 'Luna Rivers', user_name: 'luna', portrait: '' };
export const fanParty: LiveParty = { id: 5, nick_name: 'Milo', user_name: 'milo', portrait: '' };

export const liveView = (patch: Partial<LiveView> = {}): LiveView => ({
  live_id: 9,
  creator: creatorParty,
  title: 'Sunday studio session',
  state: 'running',
  end_reason: null,
  ticket_price: 0,
  price_changes_left: 2,
  chat_muted: false,
  viewer_count: 12,
  publishing: true,
  entry: 'free',
  now: 1_000,
  starts_at: null,
  started_at: 900,
  ended_at: null,
  ...patch,
});

export const chatLine = (id: number, text: string, user: LiveParty = fanParty, live_id = 9): LiveChatLine => ({
  id,
  live_id,
  user,
  text,
  created_at: 1_000 + id,
});

export const giftEvent = (patch: Partial<LiveGiftEvent> = {}): LiveGiftEvent => ({ live_id: 9, from: fanParty, kind: 'gift', gift_id: 1, coins: 10, ...patch });

export const liveSummary = (patch: Partial<LiveSummary> = {}): LiveSummary => ({
  live_id: 9,
  duration_seconds: 3_725,
  viewers: 34,
  gifters: 6,
  new_followers: 11,
  new_members: 2,
  coins_earned: 1_480,
  ...patch,
});
